import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/platform/net/free-port.ts';

export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts a server script as its own process (Node with the tsx loader, so its pid is the server's) on a
 * free port, and waits until `probe` answers 200. The process is added to `children`, which the bench
 * stops by pid at the end. Its output is discarded (a request log is written as in production, never
 * read); the last of its error output is shown if it fails to start.
 */
export async function startServer(
  children: ChildProcess[],
  name: string,
  script: string,
  env: Record<string, string>,
  probe: string,
  nodeOptions: string[] = [],
): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script], {
    cwd: benchRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${stderr}`);
    const answer = await fetch(`http://127.0.0.1:${port}${probe}`).catch(() => undefined);
    if (answer?.ok) return { port, pid: child.pid as number };
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
