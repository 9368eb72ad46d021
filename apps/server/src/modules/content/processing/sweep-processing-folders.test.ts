import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepProcessingFolders } from './sweep-processing-folders.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'hondana-sweep-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('sweepProcessingFolders', () => {
  it('removes the folders of processes that are gone and keeps those of running ones', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid as number;
    const orphan = path.join(tmp, `hondana-processing-${gone}-abc123`);
    const mine = path.join(tmp, `hondana-processing-${process.pid}-def456`);
    const other = path.join(tmp, 'someone-else');
    for (const dir of [orphan, mine, other]) {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pages.ndjson'), '{}\n');
    }
    expect(await sweepProcessingFolders(tmp)).toBe(1);
    expect([existsSync(orphan), existsSync(mine), existsSync(other)]).toEqual([false, true, true]);
  });
});
