import { describe, expect, it } from 'vitest';
import { candidateServicePath, isAdminLocation, readCatchAll } from './tenant-location.ts';

const elementId = 'abcdefghij0123456789';

describe('candidateServicePath', () => {
  it('takes the first segment unless it is a route name', () => {
    expect(candidateServicePath('/demo/search')).toBe('demo');
    expect(candidateServicePath('/Demo')).toBe('demo');
    expect(candidateServicePath('/search/abc')).toBeUndefined();
    expect(candidateServicePath('/home-search')).toBeUndefined();
    expect(candidateServicePath('/404')).toBeUndefined();
    expect(candidateServicePath('/admin/login')).toBeUndefined();
    expect(candidateServicePath('/')).toBeUndefined();
  });
});

describe('isAdminLocation', () => {
  it('opens the admin area for /admin and for the admin host', () => {
    expect(isAdminLocation('/admin', 'localhost', undefined)).toBe(true);
    expect(isAdminLocation('/admin/login', 'localhost', undefined)).toBe(true);
    expect(isAdminLocation('/demo/admin', 'localhost', undefined)).toBe(false);
    expect(isAdminLocation('/', 'admin.example.com', 'admin.example.com')).toBe(true);
    expect(isAdminLocation('/', 'books.example.com', 'admin.example.com')).toBe(false);
  });
});

describe('readCatchAll', () => {
  it('reads a numeric first segment as a content group', () => {
    expect(readCatchAll(['12'], false)).toEqual({ kind: 'group', contentGroupId: '12' });
  });

  it('reads an element id as a content', () => {
    expect(readCatchAll([elementId], false)).toEqual({ kind: 'content', contentId: elementId });
    expect(readCatchAll(['12', elementId], false)).toEqual({
      kind: 'content',
      contentGroupId: '12',
      contentId: elementId,
    });
  });

  it('sends a group slot holding letters home', () => {
    expect(readCatchAll(['novels', elementId], false)).toEqual({ kind: 'home' });
    expect(readCatchAll(['novels', elementId], true)).toEqual({ kind: 'home' });
  });

  it('sends other ids home, or to /404 with the no-layout setting', () => {
    for (const segments of [['short'], ['12', 'NOT-AN-ID'], ['UPPERCASEIDUPPERCASEID'], ['a', 'b', 'c']]) {
      expect(readCatchAll(segments, false), segments.join('/')).toEqual({ kind: 'home' });
      expect(readCatchAll(segments, true), segments.join('/')).toEqual({ kind: 'not-found' });
    }
  });

  it('serves no group listing with the no-layout setting', () => {
    expect(readCatchAll(['12'], true)).toEqual({ kind: 'not-found' });
    expect(readCatchAll([elementId], true)).toEqual({ kind: 'content', contentId: elementId });
  });

  it('accepts element ids of 20 to 64 characters only', () => {
    expect(readCatchAll(['a'.repeat(19)], false)).toEqual({ kind: 'home' });
    expect(readCatchAll(['a'.repeat(64)], false).kind).toBe('content');
    expect(readCatchAll(['a'.repeat(65)], false)).toEqual({ kind: 'home' });
  });
});
