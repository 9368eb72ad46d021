import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentAdmin } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { uploadContent } from '../../../../test/content-kit.ts';
import { waitForJobs } from '../../../../test/jobs.ts';
import { samplePdf } from '../../../../test/sample-documents.ts';
import { tempFolder } from '../../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../../test/tenant-world.ts';
import { FilesystemStorage } from '../../../platform/storage/filesystem-storage.ts';
import { ensureProcessingDir, processingDirOf } from './processing-dir.ts';
import { PAGES_FILE, type ProcessingJob, RESULT_FILE } from './processing-job.ts';
import { defaultProcessingLimits } from './processing-limits.ts';
import { sweepProcessingFolders } from './sweep-processing-folders.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = tempFolder('hondana-processing-data-');
const storageRoot = tempFolder('hondana-processing-storage-');
const harness = useTenantWorld({ storage: new FilesystemStorage(storageRoot), env: { DATA_DIR: dataDir } });

/** Every path written in `dir` (recursively) until `stop()`, which answers once the watcher saw it all. */
function watchCreations(dir: string) {
  const seen: string[] = [];
  const watcher = fs.watch(dir, { recursive: true }, (_event, name) => {
    if (name) seen.push(name.toString());
  });
  return {
    async stop(): Promise<string[]> {
      // Events arrive in order: once the marker is seen, every earlier creation has been reported.
      const marker = path.join(dir, `marker-${seen.length}`);
      fs.writeFileSync(marker, '');
      while (!seen.includes(path.basename(marker))) await new Promise((r) => setTimeout(r, 20));
      watcher.close();
      fs.rmSync(marker);
      return [...new Set(seen)].filter((name) => !name.startsWith('marker-'));
    },
  };
}

describe('files being processed', () => {
  it('are written under the data folder and removed on success and on refusal', async () => {
    const { app, world, database } = harness;
    const dir = await ensureProcessingDir(processingDirOf(dataDir));
    const watch = watchCreations(dir);
    const good = await samplePdf(['Harbour charts and tides']);
    const bad = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    for (const [name, bytes] of [
      ['harbour.pdf', good],
      ['broken.pdf', bad],
    ] as const) {
      const response = await uploadContent(app, {
        as: world.companyAdminA,
        data: { title: name },
        file: { name, bytes, type: 'application/pdf' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json().data as ContentAdmin).state).toBe('processing');
    }
    await waitForJobs(database.db, 60_000);
    const created = await watch.stop();
    expect(created.filter((name) => name.endsWith('upload.pdf'))).toHaveLength(2);
    expect(created.filter((name) => name.endsWith(PAGES_FILE))).toHaveLength(2);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('are readable by the worker alone: the reader writes its text and answer with mode 0600', async () => {
    const outDir = fs.mkdtempSync(path.join(processingDirOf(dataDir), 'mode-'));
    const filePath = path.join(outDir, 'upload.pdf');
    fs.writeFileSync(filePath, await samplePdf(['Private words']), { mode: 0o600 });
    const job: ProcessingJob = { filePath, kind: 'pdf', limits: defaultProcessingLimits, outDir };
    const typescript = (process.features as { typescript?: string | false }).typescript;
    const child = fork(path.join(here, 'process-document-child.ts'), [JSON.stringify(job)], {
      cwd: path.resolve(here, '../../../..'),
      execArgv: typescript ? [] : ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    const written = fs.readdirSync(outDir).filter((name) => name !== 'upload.pdf');
    expect(written).toEqual(expect.arrayContaining([PAGES_FILE, RESULT_FILE]));
    for (const name of written) {
      expect({ name, mode: fs.statSync(path.join(outDir, name)).mode & 0o777 }).toEqual({
        name,
        mode: 0o600,
      });
    }
  });

  it('left by a killed worker are swept at the next start, and a missing folder is no error', async () => {
    expect(await sweepProcessingFolders(path.join(dataDir, 'never-made'))).toBe(0);
  });
});
