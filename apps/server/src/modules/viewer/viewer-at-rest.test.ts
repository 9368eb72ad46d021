import fs from 'node:fs';
import path from 'node:path';
import type { ContentAdmin } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { storedFiles, uploadContent } from '../../../test/content-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { sampleEpub, samplePdf } from '../../../test/sample-documents.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';
import { fetchBytes, openViewer } from './viewer-test-support.ts';

const storageRoot = tempFolder('hondana-viewer-at-rest-');
const harness = useTenantWorld({ storage: new FilesystemStorage(storageRoot) });

const EPUB_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');
const EPUB_MIMETYPE = Buffer.from('mimetypeapplication/epub+zip');
const WEBP_HEADER = /RIFF[\s\S]{4}WEBP/;

describe('contents at rest and through the viewer', () => {
  it('stores no plain PDF, EPUB or picture of a page, and the viewer gives back the very files uploaded', async () => {
    const { app, world, database } = harness;
    const pages = Array.from({ length: 40 }, (_, i) => `Page ${i + 1} of the harbour ledger`);
    const pdf = await samplePdf(pages);
    const epub = await sampleEpub('Harbour tales', ['The first tide', 'The second tide', 'The third tide']);
    const uploaded: Record<string, { id: string; bytes: Buffer }> = {};
    for (const [name, bytes, type] of [
      ['ledger.pdf', pdf, 'application/pdf'],
      ['tales.epub', epub, 'application/epub+zip'],
    ] as const) {
      const response = await uploadContent(app, {
        as: world.companyAdminA,
        data: { title: name, loginRequired: false },
        file: { name, bytes, type },
      });
      expect(response.statusCode, response.body).toBe(200);
      uploaded[name] = { id: (response.json().data as ContentAdmin).elementId, bytes };
    }
    await waitForJobs(database.db, 60_000);

    const files = storedFiles(storageRoot);
    expect(files.length).toBeGreaterThanOrEqual(2);
    // The PDF's picture of page 1 is stored, sealed like the file.
    expect(files.filter((file) => file.endsWith('-first-page'))).toHaveLength(1);
    for (const file of files) {
      const stored = fs.readFileSync(path.join(storageRoot, file));
      expect(stored.includes(Buffer.from('%PDF-')), file).toBe(false);
      expect(stored.includes(EPUB_SIGNATURE) && stored.includes(EPUB_MIMETYPE), file).toBe(false);
      expect(stored.includes(Buffer.from('harbour ledger')), file).toBe(false);
      // Covers are public pictures (the catalogue shows them): only they may be a plain WebP.
      if (!/-cover-(large|small)$/.test(file))
        expect(WEBP_HEADER.test(stored.toString('latin1')), file).toBe(false);
    }

    for (const { id, bytes } of Object.values(uploaded)) {
      const token = await openViewer(app, world, { as: world.readerA, query: { content_id: id } });
      expect(token.contentInfo.fileSize).toBe(bytes.length);
      const whole = await fetchBytes(app, token.fileUrl);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const middle = await fetchBytes(app, token.fileUrl, `bytes=100-${bytes.length - 100}`);
      expect(middle.rawPayload.equals(bytes.subarray(100, bytes.length - 99))).toBe(true);
      // The PDF's picture of page 1 comes back a WebP; the EPUB has none.
      const picture = token.firstPagePreview && (await fetchBytes(app, token.firstPagePreview.url));
      expect(Boolean(picture)).toBe(token.contentInfo.extensionType === 'pdf');
      if (picture) expect(WEBP_HEADER.test(picture.rawPayload.toString('latin1', 0, 12))).toBe(true);
    }
  });
});
