import { ResultCode } from '@hondana/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from './app-error.ts';
import { failure } from './envelope.ts';

export interface FieldError {
  field: string;
  rule: string;
  message: string;
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
