import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { masterKeyIdOf } from './content-key.ts';
import { loadMasterKey, MASTER_KEY_FILE, MasterKeyError } from './master-key.ts';

let dataDir: string;
let warnings: string[];
const log = { warn: (message: string) => warnings.push(message) };

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-master-key-'));
  warnings = [];
});

afterEach(async () => {
  await fsp.rm(dataDir, { recursive: true, force: true });
});

describe('loadMasterKey', () => {
  it('takes MASTER_KEY when set, and writes no file', async () => {
    const hex = 'ab'.repeat(32);
    const loaded = await loadMasterKey({ masterKey: hex, dataDir, log });
    expect(loaded).toMatchObject({ source: 'config', generated: false });
    expect(loaded.key.toString('hex')).toBe(hex);
    expect(loaded.id).toBe(masterKeyIdOf(loaded.key));
    expect(fs.existsSync(path.join(dataDir, MASTER_KEY_FILE))).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('generates a key once into the data folder with mode 0600, says so, and reuses it later', async () => {
    const first = await loadMasterKey({ masterKey: undefined, dataDir, log });
    const file = path.join(dataDir, MASTER_KEY_FILE);
    expect(first).toMatchObject({ source: 'file', file, generated: true });
    expect(first.key).toHaveLength(32);
    expect((await fsp.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fsp.readFile(file, 'utf8')).trim()).toBe(first.key.toString('hex'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(file);
    expect(warnings[0]).toContain('set MASTER_KEY in production');

    const again = await loadMasterKey({ masterKey: undefined, dataDir, log });
    expect(again).toMatchObject({ source: 'file', generated: false });
    expect(again.key.equals(first.key)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect((await fsp.readdir(dataDir)).sort()).toEqual([MASTER_KEY_FILE]);
  });

  it('creates the data folder when it does not exist yet', async () => {
    const nested = path.join(dataDir, 'fresh', 'data');
    const loaded = await loadMasterKey({ masterKey: undefined, dataDir: nested });
    expect(loaded.generated).toBe(true);
  });

  it('gives every process starting at once the same key, generated once', async () => {
    const all = await Promise.all(
      Array.from({ length: 6 }, () => loadMasterKey({ masterKey: undefined, dataDir, log })),
    );
    expect(all.filter((k) => k.generated)).toHaveLength(1);
    for (const loaded of all) expect(loaded.key.equals(all[0]?.key as Buffer)).toBe(true);
    expect((await fsp.readdir(dataDir)).sort()).toEqual([MASTER_KEY_FILE]);
  });

  it('refuses a key file other users can read', async () => {
    await loadMasterKey({ masterKey: undefined, dataDir });
    const file = path.join(dataDir, MASTER_KEY_FILE);
    for (const mode of [0o644, 0o640, 0o604, 0o620]) {
      await fsp.chmod(file, mode);
      await expect(loadMasterKey({ masterKey: undefined, dataDir })).rejects.toThrow(MasterKeyError);
    }
    await fsp.chmod(file, 0o644);
    await expect(loadMasterKey({ masterKey: undefined, dataDir })).rejects.toThrow('chmod 600');
    await fsp.chmod(file, 0o400);
    await expect(loadMasterKey({ masterKey: undefined, dataDir })).resolves.toMatchObject({
      generated: false,
    });
  });

  it('refuses a malformed key file and leaves it as it is', async () => {
    const file = path.join(dataDir, MASTER_KEY_FILE);
    for (const body of ['', 'not a key\n', 'ab'.repeat(31), `${'ab'.repeat(32)}00`, 'zz'.repeat(32)]) {
      await fsp.writeFile(file, body, { mode: 0o600 });
      await expect(loadMasterKey({ masterKey: undefined, dataDir })).rejects.toThrow('does not hold a key');
      expect(await fsp.readFile(file, 'utf8')).toBe(body);
    }
  });

  it('refuses a key file that is a folder', async () => {
    await fsp.mkdir(path.join(dataDir, MASTER_KEY_FILE), { mode: 0o700 });
    await expect(loadMasterKey({ masterKey: undefined, dataDir })).rejects.toThrow();
  });
});
