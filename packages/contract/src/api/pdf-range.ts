/**
 * The size of the byte ranges the PDF viewer reads (pdf.js's `rangeChunkSize`). Processing records a
 * PDF's opening in chunks of this size, so the viewer can ask for them before pdf.js does. A module
 * without schemas: the web's early boot script imports it without zod.
 */
export const PDF_RANGE_CHUNK_SIZE = 16_384;
