import { describe, expect, it } from 'vitest';
import { titleFromFileName, type UploadItem, uploadQueueReducer } from './upload-queue.ts';

const file = (name: string) => new File([new Uint8Array(10)], name);

function added(...names: string[]): UploadItem[] {
  return uploadQueueReducer([], { type: 'added', files: names.map(file) });
}

describe('upload queue (seed 000 §4 Upload: progressing → success or error)', () => {
  it('takes PDF and EPUB files as ready, titled by their name; refuses other names at once', () => {
    const items = added('Annual Report 2026.pdf', 'novel.EPUB', 'notes.txt');
    expect(items.map((i) => [i.title, i.status, i.errorKey])).toEqual([
      ['Annual Report 2026', 'ready', null],
      ['novel', 'ready', null],
      ['notes', 'error', 'validate.file.notAllowed'],
    ]);
  });

  it('goes from progressing with rounded, never decreasing percent to success at 100', () => {
    let items = added('a.pdf');
    const id = items[0]?.id ?? '';
    items = uploadQueueReducer(items, { type: 'started', id });
    items = uploadQueueReducer(items, { type: 'progressed', id, percent: 41.6 });
    expect(items[0]).toMatchObject({ status: 'progressing', percent: 42 });
    items = uploadQueueReducer(items, { type: 'progressed', id, percent: 30 });
    expect(items[0]?.percent).toBe(42);
    items = uploadQueueReducer(items, { type: 'succeeded', id, contentId: 9 });
    expect(items[0]).toMatchObject({ status: 'success', percent: 100, contentId: 9 });
    // A late progress event changes nothing once the file is done.
    items = uploadQueueReducer(items, { type: 'progressed', id, percent: 50 });
    expect(items[0]).toMatchObject({ status: 'success', percent: 100 });
  });

  it('ends in error with the code of the refusal, keeping the percent reached', () => {
    let items = added('big.pdf');
    const id = items[0]?.id ?? '';
    items = uploadQueueReducer(items, { type: 'started', id });
    items = uploadQueueReducer(items, { type: 'progressed', id, percent: 70 });
    items = uploadQueueReducer(items, { type: 'failed', id, errorKey: 'api.error.760' });
    expect(items[0]).toMatchObject({ status: 'error', percent: 70, errorKey: 'api.error.760' });
    items = uploadQueueReducer(items, { type: 'succeeded', id, contentId: 1 });
    expect(items[0]?.status).toBe('error');
  });

  it('edits titles only before sending, never removes a file in flight, clears the finished ones', () => {
    let items = added('a.pdf', 'b.pdf', 'c.txt');
    const [a, b] = items.map((i) => i.id);
    items = uploadQueueReducer(items, { type: 'titleChanged', id: a ?? '', title: 'First' });
    items = uploadQueueReducer(items, { type: 'started', id: a ?? '' });
    items = uploadQueueReducer(items, { type: 'titleChanged', id: a ?? '', title: 'Changed late' });
    expect(items[0]?.title).toBe('First');
    items = uploadQueueReducer(items, { type: 'removed', id: a ?? '' });
    expect(items).toHaveLength(3);
    items = uploadQueueReducer(items, { type: 'clearedFinished' });
    expect(items.map((i) => i.id)).toEqual([a, b]);
  });

  it('names a file without extension or with only an extension sensibly', () => {
    expect(titleFromFileName('.pdf')).toBe('.pdf');
    expect(titleFromFileName('plain')).toBe('plain');
    expect(titleFromFileName('a.b.epub')).toBe('a.b');
  });
});
