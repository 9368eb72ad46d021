import { describe, expect, it } from 'vitest';
import { viewerAddressOf, viewerSourceKey } from './viewer-address.ts';

describe('the viewer addresses the boot starts early', () => {
  it('reads a content, its group and the service path as the routes do', () => {
    expect(viewerAddressOf('/demo/view-online/abcdefghijklmnopqrst/12')).toEqual({
      source: { kind: 'content', contentId: 'abcdefghijklmnopqrst', groupId: 12 },
      servicePath: 'demo',
    });
    expect(viewerAddressOf('/view-online/abcdefghijklmnopqrst')).toEqual({
      source: { kind: 'content', contentId: 'abcdefghijklmnopqrst', groupId: null },
      servicePath: undefined,
    });
  });

  it('reads a share link with or without the service path', () => {
    expect(viewerAddressOf('/Demo/direct-view/tok123')?.source).toEqual({ kind: 'share', tokenId: 'tok123' });
    expect(viewerAddressOf('/Demo/direct-view/tok123')?.servicePath).toBe('demo');
    expect(viewerAddressOf('/direct-view/tok123')?.servicePath).toBeUndefined();
  });

  it('starts nothing for other pages or malformed viewer addresses', () => {
    for (const path of [
      '/',
      '/demo',
      '/demo/search',
      '/demo/view-online',
      '/demo/view-online/a/1/extra',
      '/demo/direct-view/tok/extra',
      '/demo/content/abc',
      '/admin/login',
    ])
      expect(viewerAddressOf(path), path).toBeNull();
  });

  it('keys a content the same with or without a group only when the group is the same', () => {
    const content = (groupId: number | null) => viewerSourceKey({ kind: 'content', contentId: 'x', groupId });
    expect(content(null)).not.toBe(content(3));
    expect(content(3)).toBe(content(3));
    expect(viewerSourceKey({ kind: 'share', tokenId: 'x' })).not.toBe(content(null));
  });
});
