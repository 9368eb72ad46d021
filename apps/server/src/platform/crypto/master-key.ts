import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { masterKeyIdOf } from './content-key.ts';

export const MASTER_KEY_FILE = 'master.key';
const hexKey = /^[0-9a-fA-F]{64}$/;

export class MasterKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MasterKeyError';
  }
}

export interface MasterKey {
  key: Buffer;
  /** masterKeyIdOf(key): written into every wrapped content key. */
  id: string;
  source: 'config' | 'file';
  /** The key file, when the key came from (or was just written to) the data folder. */
  file?: string;
  /** True on the start that created the key file. */
  generated: boolean;
}

interface LoadMasterKeyOptions {
  /** config.masterKey (MASTER_KEY), already checked to be 64 hex characters. */
  masterKey: string | undefined;
  dataDir: string;
  log?: { warn(message: string): void };
}

/**
 * MASTER_KEY when set; otherwise (development, demo) the key in `<dataDir>/master.key`, generated
 * with mode 0600 on the first start. A key file others can read, or one that is not 64 hex
 * characters, stops the start: every content's key is wrapped by it.
 */
export async function loadMasterKey({ masterKey, dataDir, log }: LoadMasterKeyOptions): Promise<MasterKey> {
  if (masterKey !== undefined) {
    if (!hexKey.test(masterKey)) throw new MasterKeyError('MASTER_KEY must be 64 hexadecimal characters');
    const key = Buffer.from(masterKey, 'hex');
    return { key, id: masterKeyIdOf(key), source: 'config', generated: false };
  }
  const file = path.join(dataDir, MASTER_KEY_FILE);
  const generated = await generateKeyFileOnce(file);
  const key = await readKeyFile(file);
  if (generated) {
    log?.warn(
      `generated a master key at ${file} — set MASTER_KEY in production, and back it up: without it no content can be read`,
    );
  }
  return { key, id: masterKeyIdOf(key), source: 'file', file, generated };
}

/** Written aside and linked into place, so a second process starting at once never reads half a key. */
async function generateKeyFileOnce(file: string): Promise<boolean> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fsp.writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    await fsp.chmod(draft, 0o600);
    await fsp.link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fsp.rm(draft, { force: true });
  }
}

async function readKeyFile(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new MasterKeyError(`${file} is not a file`);
    if ((stat.mode & 0o077) !== 0) {
      const mode = (stat.mode & 0o777).toString(8).padStart(4, '0');
      throw new MasterKeyError(`${file} is open to other users (mode ${mode}); run: chmod 600 ${file}`);
    }
    const uid = process.getuid?.();
    if (uid !== undefined && stat.uid !== uid) {
      throw new MasterKeyError(
        `${file} belongs to another user (uid ${stat.uid}, this process runs as ${uid})`,
      );
    }
    const text = (await handle.readFile('utf8')).trim();
    if (!hexKey.test(text))
      throw new MasterKeyError(`${file} does not hold a key (64 hexadecimal characters)`);
    return Buffer.from(text, 'hex');
  } finally {
    await handle.close();
  }
}
