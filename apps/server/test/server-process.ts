/** The server's own entries (`src/main.ts`, `src/worker.ts`) as real processes, for kill and restart tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface EntryProcess {
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts `src/<entry>` with the environment given (on top of this process's) and resolves once its
 * output contains `ready`. Node runs the entry itself (tsx as a loader, not the tsx command, which would
 * run it in a child process): a SIGKILL then reaches the server, not a wrapper that would leave it
 * running. Every process started is added to `started`, for the file's clean-up.
 */
export async function startEntry(
  entry: string,
  env: Record<string, string>,
  ready: string,
  started: ChildProcess[],
): Promise<EntryProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code}):\n${output}`)));
  });
  return { child, output: () => output };
}

/** Resolves once the process has ended, at once if it already has. */
export const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** SIGKILL, and wait until the process is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  const gone = exited(child);
  child.kill('SIGKILL');
  await gone;
}
