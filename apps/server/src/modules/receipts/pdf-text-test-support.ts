import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjsAssets } from '../content/processing/pdf/pdfjs-assets.ts';

/** Every text item of a PDF's first page, as pdf.js reads them back (one string per item). */
export async function pdfTextItems(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), ...pdfjsAssets, verbosity: 0 });
  try {
    const page = await (await task.promise).getPage(1);
    const content = await page.getTextContent();
    return content.items.flatMap((item) => ('str' in item && item.str ? [item.str] : []));
  } finally {
    await task.destroy();
  }
}
