import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import { redactText, redactUrl } from './redact-url.ts';

/**
 * The server's log options. JSON lines (pino) when stdout is a file or a pipe, as log collectors want
 * them, written in batches of 4 KB rather than one write per line (one system call per request was a
 * tenth of a signed-in call's time; pino flushes what is left when the process exits); short, readable
 * lines through pino-pretty when a person watches a terminal. pino-pretty runs as
 * a synchronous stream in the main thread (not a worker transport), so log lines and the start banner,
 * printed with console.log after listen, keep their order.
 */
export function loggerOptions(
  level: string,
  tty = Boolean(process.stdout.isTTY),
): NonNullable<FastifyServerOptions['logger']> {
  if (!tty) return { level, stream: pino.destination({ dest: 1, sync: false, minLength: 4096 }) };
  return {
    level,
    stream: pretty({
      sync: true,
      colorize: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      // A request line says everything in its message; the fields stay in the JSON form.
      ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
    }),
  };
}

/** pino's error serializer, with the secrets of any address in the message or the stack's message redacted. */
function redactedError(error: Error): unknown {
  const serialized = pino.stdSerializers.err(error) as { message?: unknown; stack?: unknown } | undefined;
  if (!serialized || typeof serialized !== 'object') return serialized;
  if (typeof serialized.message === 'string') serialized.message = redactText(serialized.message);
  if (typeof serialized.stack === 'string') {
    serialized.stack = serialized.stack
      .split('\n')
      .map((line) => (/^\s+at /.test(line) ? line : redactText(line)))
      .join('\n');
  }
  return serialized;
}

/** A request as logs show it (Fastify's own fields), its URL's secrets redacted. */
const redactedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

/**
 * The logger options with the serializers that keep secrets out of the log: a request's URL (reset,
 * confirmation, share and viewer tokens travel in addresses, secretParamNames in the contract) and an
 * error's message, which may quote the URL. Whatever options the caller chose (tests pass their own).
 */
export function withLogRedaction<T extends FastifyServerOptions['logger'] | Record<string, unknown>>(
  logger: T,
): T {
  if (!logger) return logger;
  const options = logger === true ? {} : (logger as Record<string, unknown>);
  const serializers = (options.serializers ?? {}) as Record<string, unknown>;
  return {
    ...options,
    serializers: { ...serializers, req: redactedRequest, err: redactedError },
  } as unknown as T;
}

/**
 * One line per request, when the answer is sent: method, URL (secrets redacted), status and time in ms, at `error` for
 * 5xx and for answers cut short by an error, else `info`. Fastify's default pair ("incoming request"
 * and "request completed", each with the whole request or reply serialised) costs two log writes per
 * request and hides what matters. The request id is on the line through the request's logger.
 */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  /** The 404 is on the request's own line. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const method = request.method;
    const url = redactUrl(request.url);
    const statusCode = reply.statusCode;
    const message = `${method} ${url} ${statusCode} ${ms} ms`;
    if (error) request.log.error({ method, url, statusCode, ms, err: error }, message);
    else if (statusCode >= 500) request.log.error({ method, url, statusCode, ms }, message);
    else request.log.info({ method, url, statusCode, ms }, message);
  }
}

export const oneLineLogController = (): LogController => new OneLineLogController();
