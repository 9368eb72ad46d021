import { pipeline, type Readable, type Transform } from 'node:stream';
import iconv from 'iconv-lite';
import type { Storage } from '../storage/storage.ts';

/** UTF-8 (with or without a byte-order mark), or Shift_JIS as Japanese Excel saves it (code page 932). */
export type CsvEncoding = 'utf8' | 'shiftjis';

async function storedStream(storage: Storage, key: string): Promise<Readable> {
  const stream = await storage.read(key);
  if (!stream) throw new Error(`stored CSV ${key} is missing`);
  return stream;
}

/** A file the import cannot read as text: UTF-16 ("Unicode text" of Excel), or not text at all. */
export type UnreadableCsv = 'utf16' | 'binary';

const isUtf16Mark = (head: Buffer) =>
  head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));

/**
 * Valid UTF-8 throughout → UTF-8; anything else is read as Shift_JIS. A NUL byte, which neither holds
 * in a text, marks UTF-16 (by its byte-order mark) or a file that is not text (a spreadsheet, a PDF).
 * One streaming pass.
 */
export async function detectEncoding(storage: Storage, key: string): Promise<CsvEncoding | UnreadableCsv> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = await storedStream(storage, key);
  let first = true;
  let utf8 = true;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    if (first && isUtf16Mark(bytes)) {
      stream.destroy();
      return 'utf16';
    }
    first = false;
    if (bytes.includes(0)) {
      stream.destroy();
      return 'binary';
    }
    if (!utf8) continue;
    try {
      decoder.decode(bytes, { stream: true });
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      utf8 = false;
    }
  }
  if (utf8) {
    try {
      decoder.decode();
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      utf8 = false;
    }
  }
  return utf8 ? 'utf8' : 'shiftjis';
}

/** The stored file as text (a UTF-8 byte-order mark removed). */
export async function decodedStream(storage: Storage, key: string, encoding: CsvEncoding): Promise<Readable> {
  const source = await storedStream(storage, key);
  const decode = iconv.decodeStream(encoding, { stripBOM: true }) as Transform;
  // The reader sees a failure of either side as an error of the text stream.
  return pipeline(source, decode, () => {});
}
