import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { addPdfOutline } from './pdf-outline.ts';

describe('the demo PDFs’ outline (pdf-outline.ts)', () => {
  it('is read by pdf.js as nested bookmarks leading to their pages', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 4; i++) doc.addPage([200, 200]);
    addPdfOutline(doc, [
      { title: 'Cover', page: 1 },
      {
        title: '001–002  語彙',
        page: 2,
        children: [
          { title: '001  One', page: 2 },
          { title: '002  Two', page: 3 },
        ],
      },
      { title: 'End', page: 4 },
    ]);
    const task = getDocument({ data: await doc.save() });
    const pdf = await task.promise;
    const outline = await pdf.getOutline();
    const pageOf = async (dest: unknown) =>
      (await pdf.getPageIndex((dest as [{ num: number; gen: number }])[0])) + 1;
    expect(outline.map((item) => item.title)).toEqual(['Cover', '001–002  語彙', 'End']);
    expect(await Promise.all(outline.map((item) => pageOf(item.dest)))).toEqual([1, 2, 4]);
    const chapters = outline[1]?.items ?? [];
    expect(chapters.map((item) => item.title)).toEqual(['001  One', '002  Two']);
    expect(await pageOf(chapters[1]?.dest)).toBe(3);
    await task.destroy();
  });
});
