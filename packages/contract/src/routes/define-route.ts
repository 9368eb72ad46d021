import type { z } from 'zod';
import type { Action } from '../access/actions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Which tenant a call belongs to: `host` — resolved from `domain`/`path` checked against the Host, and
 * required; `optional` — resolved when the request names one (the admin site names none); `none` — the
 * call is outside any portal (staff login, health, platform administration).
 */
export type TenantNeed = 'host' | 'optional' | 'none';

/** Who may call: anyone, any signed-in user, or a role the policy table grants the named action. */
export type RouteAccess = 'public' | 'signed-in' | Action;

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface RouteSpec {
  method: HttpMethod;
  /** Mount point: every call is under /api/v1 but the liveness probe, under /api. */
  base?: '/api';
  /** Under the base, Fastify style (`/user/detail/:id`), exactly as the product's API names it. */
  path: string;
  tenant: TenantNeed;
  access: RouteAccess;
  /**
   * Only on a `public` call: `optional` reads the caller's session when a token is sent (the answer turns
   * personal), serves a visitor without one, and refuses a token that is invalid, expired or another
   * tenant's like any signed-in call (601), so the web logs out.
   */
  session?: 'optional';
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /**
   * A multipart/form-data call (an upload): the name of the file part and, when the call carries one, of
   * the JSON part checked against `uploadData` — which must come before the file, so that everything is
   * checked before a byte of the file is stored. Such a call has no `body`.
   */
  upload?: { file: string; data?: string; accept: readonly string[] };
  uploadData?: ObjectSchema;
  /** Schema of the success envelope's `data`; null for a call that answers bytes (images). */
  response: z.ZodType | null;
  /** HTTP statuses of the refusals the call can answer (400 and 500 are always possible). */
  errors: readonly number[];
  tags: readonly string[];
  summary: string;
  description?: string;
}

export const defineRoute = <const S extends RouteSpec>(spec: S): S => spec;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The values a caller sends: path params, query and body as the schemas accept them. */
export interface RouteInput<S extends RouteSpec> {
  params: In<S['params']>;
  query: In<S['query']>;
  body: In<S['body']>;
}

/** What the server has after validation. */
export interface RouteValues<S extends RouteSpec> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  body: Out<S['body']>;
}

/** The `data` of a success answer. */
export type RouteData<S extends RouteSpec> = S['response'] extends z.ZodType
  ? z.output<S['response']>
  : never;

/** `/user/detail/:id` with `{id: 3}` → `/user/detail/3`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
