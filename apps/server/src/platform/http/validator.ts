import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@hondana/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-depth.ts';

/** The marker fastify-type-provider-zod puts on its validation issues (the error handler looks for it). */
const zodIssueMarker = Symbol.for('ZodFastifySchemaValidationError');

/** One refusal in the shape fastify-type-provider-zod gives its own, so the error handler lists it. */
const refusal = (issues: { path: (string | number)[]; keyword: string; message: string }[]) =>
  ({
    error: issues.map(({ path, keyword, message }) => ({
      [zodIssueMarker]: true,
      keyword,
      instancePath: path.length ? `/${path.join('/')}` : '',
      schemaPath: `#/${keyword}`,
      message,
      params: {},
    })),
  }) as unknown as { error: Error };

/**
 * Every request schema of every route goes through here. First a request part nested deeper than
 * `MAX_JSON_DEPTH` is refused (rule `max_depth`) by a walk without recursion: the recursive walks after
 * it would overflow the stack on a few thousand levels and answer 500. Then, before the route's zod
 * schema runs, each string (and object key) of the part is checked for NUL and unpaired surrogates, which
 * PostgreSQL and UTF-8 cannot hold. A hit is a 400 BAD_REQUEST naming the field, like any validation
 * failure. Being the compiler rather than a field builder, it covers schemas nobody has written yet.
 */
export const textGuardedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    if (nestsDeeperThan(data, MAX_JSON_DEPTH)) {
      return refusal([{ path: [], keyword: 'max_depth', message: TOO_DEEP_MESSAGE }]);
    }
    const unsafe = findUnsafeText(data);
    if (unsafe.length === 0) return validate(data);
    return refusal(unsafe.map((path) => ({ path, keyword: 'invalid_text', message: UNSAFE_TEXT_MESSAGE })));
  };
};
