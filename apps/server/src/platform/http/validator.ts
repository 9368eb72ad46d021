import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@hondana/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** The marker fastify-type-provider-zod puts on its validation issues (the error handler looks for it). */
const zodIssueMarker = Symbol.for('ZodFastifySchemaValidationError');

/**
 * Every request schema of every route goes through here: before the route's zod schema runs, each
 * string (and object key) of the request part is checked for NUL and unpaired surrogates, which
 * PostgreSQL and UTF-8 cannot hold. A hit is a 400 BAD_REQUEST naming the field, like any validation
 * failure. Being the compiler rather than a field builder, it covers schemas nobody has written yet.
 */
export const textGuardedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const unsafe = findUnsafeText(data);
    if (unsafe.length === 0) return validate(data);
    return {
      error: unsafe.map((path) => ({
        [zodIssueMarker]: true,
        keyword: 'invalid_text',
        instancePath: `/${path.join('/')}`,
        schemaPath: '#/invalid_text',
        message: UNSAFE_TEXT_MESSAGE,
        params: {},
      })),
    } as unknown as { error: Error };
  };
};
