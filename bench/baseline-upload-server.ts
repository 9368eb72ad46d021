import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';

/**
 * The yardstick of bench/content-upload.ts, as its own process: Fastify with @fastify/multipart streaming
 * the file part to a file on disk, nothing else (no typing, hashing, encryption, database).
 * Usage: PORT=… UPLOAD_DIR=… tsx bench/baseline-upload-server.ts
 */
const port = Number(process.env.PORT);
const dir = process.env.UPLOAD_DIR;
if (!port || !dir) throw new Error('PORT and UPLOAD_DIR are needed');
fs.mkdirSync(dir, { recursive: true });

const app = Fastify({ logger: false });
await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 ** 3 } });
app.get('/', async () => ({ ok: true }));
app.post('/upload', async (request) => {
  let n = 0;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    n += 1;
    await pipeline(part.file, fs.createWriteStream(path.join(dir, `upload-${n}.bin`)));
  }
  return { status: 200, data: { files: n } };
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
