/** Test helpers for hostile multipart calls: bodies written byte by byte, sent over a real socket. */
import net from 'node:net';

const BOUNDARY = '----hondana-test-boundary-7f3a';

export interface RawPart {
  name: string;
  body: Buffer | string;
  /** Present: a file part (busboy's rule: a part with a file name is a file). */
  filename?: string;
  type?: string;
}

/** The bytes of one part, its closing line break included. */
export function partBytes(part: RawPart): Buffer {
  const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(part.body), Buffer.from('\r\n')]);
}

/** A whole multipart body: the parts, then the closing boundary. */
export const multipartBody = (parts: RawPart[]) =>
  Buffer.concat([...parts.map(partBytes), Buffer.from(`--${BOUNDARY}--\r\n`)]);

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface RawAnswer {
  status: number;
  json: { status: number; data?: unknown; message?: string };
}

export interface RawCall {
  port: number;
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /**
   * `complete`: the body as given, with its length. `ends-early`: sent chunked and ended (a zero-size
   * chunk) after `body`, which the caller cut short. `aborted`: the header announces `announced`
   * bytes, `body` is written, then the connection is destroyed; nothing is answered.
   */
  mode?: 'complete' | 'ends-early' | 'aborted';
  announced?: number;
}

function decodeChunked(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString(), 16);
    if (!size) return Buffer.concat(out);
    out.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function parseAnswer(raw: Buffer): RawAnswer {
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, headEnd).toString();
  const status = Number(head.split(' ')[1]);
  let body = raw.subarray(headEnd + 4);
  if (/^transfer-encoding:\s*chunked/im.test(head)) body = decodeChunked(body);
  return { status, json: JSON.parse(body.toString()) };
}

/** One HTTP/1.1 request written on a socket; resolves with the answer (or null once an aborted call is sent). */
export function rawCall(call: RawCall): Promise<RawAnswer | null> {
  const mode = call.mode ?? 'complete';
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    connection: 'close',
    'content-type': MULTIPART_TYPE,
    ...call.headers,
  };
  if (mode === 'ends-early') headers['transfer-encoding'] = 'chunked';
  else headers['content-length'] = String(call.announced ?? call.body.length);
  const head = `${call.method} ${call.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(call.port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      if (mode === 'aborted') return;
      try {
        resolve(parseAnswer(Buffer.concat(received)));
      } catch (error) {
        reject(error);
      }
    });
    socket.on('connect', () => {
      socket.write(head);
      if (mode === 'ends-early') {
        socket.write(`${call.body.length.toString(16)}\r\n`);
        socket.write(call.body);
        socket.write('\r\n0\r\n\r\n');
      } else if (mode === 'aborted') {
        socket.write(call.body, () => {
          socket.destroy();
          resolve(null);
        });
      } else {
        socket.write(call.body);
      }
    });
  });
}
