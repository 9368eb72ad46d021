import { pipeline, type Readable, type Transform } from 'node:stream';
import iconv from 'iconv-lite';
import type { Storage } from '../../../platform/storage/storage.ts';

/** UTF-8 (with or without a byte-order mark), or Shift_JIS as Japanese Excel saves it (code page 932). */
export type CsvEncoding = 'utf8' | 'shiftjis';

async function storedStream(storage: Storage, key: string): Promise<Readable> {
  const stream = await storage.read(key);
  if (!stream) throw new Error(`stored CSV ${key} is missing`);
  return stream;
}

/** Valid UTF-8 throughout → UTF-8; anything else is read as Shift_JIS. One streaming pass. */
export async function detectEncoding(storage: Storage, key: string): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = await storedStream(storage, key);
  try {
    for await (const chunk of stream) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf8';
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    stream.destroy();
    return 'shiftjis';
  }
}

/** The stored file as text (a UTF-8 byte-order mark removed). */
export async function decodedStream(storage: Storage, key: string, encoding: CsvEncoding): Promise<Readable> {
  const source = await storedStream(storage, key);
  const decode = iconv.decodeStream(encoding, { stripBOM: true }) as Transform;
  // The reader sees a failure of either side as an error of the text stream.
  return pipeline(source, decode, () => {});
}
