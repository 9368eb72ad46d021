import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { epubOf, sampleDir, zipOf } from './processing-test-support.ts';
import { sniffFileKind } from './sniff-file-kind.ts';

describe('sniffFileKind', () => {
  it('knows a PDF by its header, also after junk within the first 1024 bytes', () => {
    expect(sniffFileKind(readFileSync(path.join(sampleDir, 'vertical.pdf')))).toBe('pdf');
    expect(sniffFileKind(Buffer.concat([Buffer.alloc(1000, 0x20), Buffer.from('%PDF-1.7\n')]))).toBe('pdf');
    expect(sniffFileKind(Buffer.concat([Buffer.alloc(1100, 0x20), Buffer.from('%PDF-1.7\n')]))).toBeNull();
  });

  it('knows an EPUB by its first zip entry, stored or deflated', () => {
    expect(sniffFileKind(readFileSync(path.join(sampleDir, 'trees.epub')))).toBe('epub');
    expect(sniffFileKind(epubOf({ title: 't', documents: [{ name: 'a.xhtml', body: '<p>a</p>' }] }))).toBe(
      'epub',
    );
    const deflated = zipOf([{ name: 'mimetype', data: 'application/epub+zip', deflate: true }]);
    expect(sniffFileKind(deflated)).toBe('epub');
  });

  it('refuses other zips, text and nothing', () => {
    expect(sniffFileKind(zipOf([{ name: 'mimetype', data: 'application/zip', deflate: false }]))).toBeNull();
    expect(sniffFileKind(zipOf([{ name: 'word/document.xml', data: '<w/>' }]))).toBeNull();
    expect(sniffFileKind(Buffer.from('Just some text that calls itself a PDF'))).toBeNull();
    expect(sniffFileKind(Buffer.alloc(0))).toBeNull();
    expect(sniffFileKind(Buffer.from('PK\u0003\u0004'))).toBeNull();
  });
});
