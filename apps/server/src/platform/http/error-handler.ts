import type { Socket } from 'node:net';
import { ResultCode } from '@hondana/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { refusalOf } from '../database/constraint-refusals.ts';
import { isAppError } from './app-error.ts';
import { failure } from './envelope.ts';

export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

/**
 * SQLSTATE classes caused by the values a request carried, not by the server: 22 data exception
 * (22021 character_not_in_repertoire, 22P05 untranslatable_character, 22P02 invalid_text_representation,
 * 22001 string too long, 22003 number out of range …) and 54 program limit exceeded (a value too big
 * for an index row). They answer 400, never 500.
 */
const clientDataSqlStates = /^(22|54)[0-9A-Z]{3}$/;

/** The SQLSTATE of a PostgreSQL error, looked for through drizzle's and pg's `cause` wrappers. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The one place where a thrown error becomes an envelope. Nothing internal reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isAppError(error)) {
      return reply.status(error.httpStatus).send(failure(error.code, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: `${error.validationContext ?? ''}${issue.instancePath}`.replace(/\//g, '.').replace(/\.$/, ''),
        rule: issue.keyword,
        message: issue.message ?? '',
      }));
      return reply.status(400).send(failure(ResultCode.BAD_REQUEST, { fields }));
    }
    // A constraint of the table that no service caught (a race it did not foresee) still gets its code.
    const refusal = refusalOf(error);
    if (refusal) return reply.status(refusal.httpStatus).send(failure(refusal.code, refusal.data));
    const sqlState = sqlStateOf(error);
    if (sqlState && clientDataSqlStates.test(sqlState)) {
      request.log.info({ err: error, sqlState }, 'request refused by the database');
      return reply.status(400).send(failure(ResultCode.BAD_REQUEST, { reason: 'invalid_value' }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 401 || status === 403 || status === 404
          ? (status as 401 | 403 | 404)
          : ResultCode.BAD_REQUEST;
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send(failure(code, { reason: error.code ?? null }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure(ResultCode.INTERNAL_SERVER_ERROR, { requestId: request.id }));
  });
}

/** Node's HTTP parser refusals, before Fastify sees a request: the status each one answers. */
const parserStatus = (code: string | undefined): number => {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (a malformed request line, headers
 * too large) still gets the envelope, written straight to the socket since no request exists yet.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = parserStatus(error.code);
  const body = JSON.stringify(failure(ResultCode.BAD_REQUEST, { reason: error.code ?? null }));
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `frameworkErrors`: refusals its router makes before any route runs (a path parameter longer
 * than the router allows: 414; a URL component that does not decode: 400) answer in the envelope too.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  request.log.info({ err: error }, 'request refused by the router');
  return reply
    .status(error.statusCode ?? 400)
    .header('cache-control', 'no-store')
    .send(failure(ResultCode.BAD_REQUEST, { reason: error.code ?? null }));
}
