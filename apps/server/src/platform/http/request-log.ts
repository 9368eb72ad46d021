import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';

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

/**
 * One line per request, when the answer is sent: method, URL, status and time in ms, at `error` for
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
    const { method, url } = request;
    const statusCode = reply.statusCode;
    const message = `${method} ${url} ${statusCode} ${ms} ms`;
    if (error) request.log.error({ method, url, statusCode, ms, err: error }, message);
    else if (statusCode >= 500) request.log.error({ method, url, statusCode, ms }, message);
    else request.log.info({ method, url, statusCode, ms }, message);
  }
}

export const oneLineLogController = (): LogController => new OneLineLogController();
