import { promisify } from 'node:util';
import { ResultCode } from '@hondana/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ProcessingRefusal } from '../document-outcome.ts';

/** A zip with more entries than this is no book. */
const MAX_ENTRIES = 100_000;
const openZip = promisify<string, yauzl.Options, ZipFile>(yauzl.open);
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface ZipBudget {
  maxUnpackedBytes: number;
  maxEntryBytes: number;
}

/**
 * Reads a zip's entries one at a time, counting the bytes really inflated (never the sizes the zip
 * claims): past the per-entry or the total budget the run ends with FILE_OVER_PROCESSING_LIMITS.
 */
export class LimitedZip {
  private unpacked = 0;
  private readonly zip: ZipFile;
  private readonly entries: Map<string, Entry>;
  private readonly budget: ZipBudget;

  private constructor(zip: ZipFile, entries: Map<string, Entry>, budget: ZipBudget) {
    this.zip = zip;
    this.entries = entries;
    this.budget = budget;
  }

  static async open(filePath: string, budget: ZipBudget): Promise<LimitedZip> {
    let zip: ZipFile;
    try {
      zip = await openZip(filePath, { lazyEntries: true, autoClose: false, decodeStrings: false });
    } catch (error) {
      throw damaged(error);
    }
    const entries = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        if (entries.size >= MAX_ENTRIES) {
          throw new ProcessingRefusal(
            ResultCode.FILE_OVER_PROCESSING_LIMITS,
            `more than ${MAX_ENTRIES} zip entries`,
          );
        }
        const name = entryName(entry);
        if (!entries.has(name)) entries.set(name, entry);
      }
    } catch (error) {
      zip.close();
      throw error instanceof ProcessingRefusal ? error : damaged(error);
    }
    return new LimitedZip(zip, entries, budget);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes, or null when the zip has no such entry or it cannot be read. */
  async read(name: string): Promise<Buffer | null> {
    const entry = this.entries.get(name);
    if (!entry || entry.isEncrypted() || !entry.canDecodeFileData()) return null;
    if (entry.uncompressedSize > this.budget.maxEntryBytes) throw overEntry(name);
    let stream: NodeJS.ReadableStream;
    try {
      stream = await promisify(this.zip.openReadStream.bind(this.zip))(entry);
    } catch {
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        this.unpacked += chunk.length;
        if (size > this.budget.maxEntryBytes) throw overEntry(name);
        if (this.unpacked > this.budget.maxUnpackedBytes) {
          throw new ProcessingRefusal(
            ResultCode.FILE_OVER_PROCESSING_LIMITS,
            `more than ${this.budget.maxUnpackedBytes} bytes unpacked`,
          );
        }
        chunks.push(chunk);
      }
    } catch (error) {
      (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
      if (error instanceof ProcessingRefusal) throw error;
      return null; // a bad CRC, a truncated or invalid deflate stream: this entry is unreadable
    }
    return Buffer.concat(chunks, size);
  }

  close(): void {
    this.zip.close();
  }
}

/** UTF-8 when the name is valid UTF-8 (many packers forget the flag), else the zip's old code page. */
function entryName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  let name: string;
  try {
    name = utf8.decode(raw);
  } catch {
    name = raw.toString('latin1');
  }
  return name.replace(/\\/g, '/');
}

const damaged = (error: unknown) =>
  new ProcessingRefusal(ResultCode.FILE_DAMAGED, `not a readable zip: ${(error as Error)?.message ?? error}`);

const overEntry = (name: string) =>
  new ProcessingRefusal(
    ResultCode.FILE_OVER_PROCESSING_LIMITS,
    `zip entry ${name} unpacks past the entry limit`,
  );
