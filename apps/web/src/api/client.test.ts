import { ResultCode, type UserDetail } from '@hondana/contract';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type SessionScope, useSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { type CallInput, callApi, queryString, withoutEmptyValues } from './client.ts';
import { isSilent } from './notify.ts';

describe('withoutEmptyValues', () => {
  it('drops empty values at every depth, keeps false and 0', () => {
    expect(
      withoutEmptyValues({
        a: '',
        b: null,
        c: undefined,
        d: [],
        e: 0,
        f: false,
        g: { h: '', i: 'x' },
        j: ['', 'y'],
      }),
    ).toEqual({ e: 0, f: false, g: { i: 'x' }, j: ['y'] });
  });

  it('keeps null and [] at every depth when asked to', () => {
    expect(withoutEmptyValues({ a: '', b: null, c: undefined, d: [], g: { h: null, i: '' } }, true)).toEqual({
      b: null,
      d: [],
      g: { h: null },
    });
  });
});

describe('queryString', () => {
  it('encodes values and repeats array keys, without empty ones', () => {
    expect(queryString({ domain: 'localhost', path: 'demo', empty: '', ids: [1, 2], q: 'a b&c' })).toBe(
      '?domain=localhost&path=demo&ids=1&ids=2&q=a+b%26c',
    );
    expect(queryString({ empty: '' })).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('silent result codes (seed 001 §8)', () => {
  const error = (status: number, data: unknown = null) =>
    new ApiError(status, `api.error.${status}`, data, '/x');

  const { USER_GROUP_NOT_AUTO_LOGIN, BACKEND_API_ERROR, BAD_REQUEST } = ResultCode;

  it('keeps quiet about 431 on a non-automatic login only', () => {
    expect(isSilent(error(USER_GROUP_NOT_AUTO_LOGIN), { nonAutoLogin: true })).toBe(true);
    expect(isSilent(error(USER_GROUP_NOT_AUTO_LOGIN))).toBe(false);
  });

  it('keeps quiet about 502 on full-text search only', () => {
    expect(isSilent(error(BACKEND_API_ERROR), { fullTextSearch: true })).toBe(true);
    expect(isSilent(error(BACKEND_API_ERROR))).toBe(false);
  });

  it('keeps quiet about 848, 601, 602, 850 and 401 inside a bad-request answer', () => {
    const silent = [
      ResultCode.SUBSCRIPTION_EXPIRED,
      ResultCode.ACCESS_TOKEN_INVALID,
      ResultCode.ACCESS_TOKEN_EXPIRED,
      ResultCode.LOGIN_REQUIRED,
      ResultCode.UNAUTHORIZED,
    ];
    for (const inner of silent)
      expect(isSilent(error(BAD_REQUEST, { status: inner })), String(inner)).toBe(true);
    expect(isSilent(error(BAD_REQUEST, { status: ResultCode.COMPANY_NOT_FOUND }))).toBe(false);
    expect(isSilent(error(ResultCode.ACCESS_TOKEN_INVALID))).toBe(false);
  });
});

/* ---------------------------------------------------------------------------------------------- */

const detail = {
  id: 7,
  username: 'reader01',
  email: 'reader@demo.hondana.test',
  fullName: 'Reader',
  firstName: null,
  lastName: null,
  lang: 'en',
  roleLevel: 3,
  isSubscribeMail: false,
  isReceiveNotify: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

interface Sent {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The network: records each request and answers the next queued envelope. */
function fakeNetwork(...answers: unknown[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url: new URL(url, 'http://localhost'),
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify(answers.shift() ?? ok(null)));
    }),
  );
  return sent;
}

const ok = (data: unknown) => ({ status: ResultCode.OK, message: 'api.success', data });
const accepted = ok({ accepted: true });

const tenantScope: SessionScope = {
  site: 'tenant',
  cookie: { domainType: 'PATH', domain: 'localhost', path: 'demo' },
  tenantKey: 'demo',
  defaultLanguage: 'ja',
  hint: { domain: 'localhost', path: 'demo' },
};
const adminScope: SessionScope = {
  site: 'admin',
  cookie: { domainType: 'PATH', domain: 'localhost', path: 'admin' },
  tenantKey: 'admin',
  defaultLanguage: 'ja',
};

const signedIn = (scope: SessionScope | null, token: string | null) =>
  useSession.setState({ scope, token, isAuthenticated: token !== null });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ scope: null, token: null, isAuthenticated: false });
});

describe('callApi: path', () => {
  it('fills the route path from the params, under /api/v1 (or the route’s own base)', async () => {
    signedIn(adminScope, 'secret');
    const sent = fakeNetwork(ok(detail), ok({ status: 'ok', database: 'ok' }));
    await callApi('userDetail', { params: { id: 7 } });
    expect(sent[0]?.url.pathname).toBe('/api/v1/user/detail/7');
    expect(sent[0]?.method).toBe('GET');
    await callApi('health').catch(() => undefined);
    expect(sent[1]?.url.pathname).toBe('/api/health');
  });

  it('encodes path values and rejects a call missing one, before anything is sent', async () => {
    const sent = fakeNetwork(accepted);
    await callApi('resetPassword', {
      params: { token: 'a/b?c' },
      body: { new_password: 'x', confirm_password: 'x' },
    });
    expect(sent[0]?.url.pathname).toBe('/api/v1/user/reset-password/a%2Fb%3Fc');
    expect(sent[0]?.method).toBe('PUT');
    await expect(
      callApi('resetPassword', { params: { token: '' }, body: { new_password: 'x', confirm_password: 'x' } }),
    ).rejects.toThrow('missing path parameter token');
    expect(sent).toHaveLength(1);
  });

  it('sends the body as JSON without empty values', async () => {
    signedIn(tenantScope, 'secret');
    const sent = fakeNetwork(ok(detail));
    await callApi('updateUser', { params: { id: 7 }, body: { full_name: 'Reader', lang: 'en' } });
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(sent[0]?.body).toEqual({ full_name: 'Reader', lang: 'en' });
  });

  it('sends null and [] with keepNulls (an update that clears), still without undefined and empty text', async () => {
    signedIn(adminScope, 'secret');
    const sent = fakeNetwork(ok(null), ok(null));
    const body = { title: 'T', author: null, series: '', keywords: undefined, contentGroupIds: [] };
    await callApi('contentUpdate', { params: { id: 5 }, body }, { keepNulls: true }).catch(() => undefined);
    expect(sent[0]?.body).toEqual({ title: 'T', author: null, contentGroupIds: [] });
    await callApi('contentUpdate', { params: { id: 5 }, body }).catch(() => undefined);
    expect(sent[1]?.body).toEqual({ title: 'T' });
  });
});

describe('callApi: tenant hint', () => {
  it('adds the page’s domain and path to a tenant route’s query', async () => {
    signedIn(tenantScope, 'secret');
    const sent = fakeNetwork(ok(detail), accepted);
    await callApi('userDetail', { params: { id: 7 } });
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      domain: 'localhost',
      path: 'demo',
    });
    await callApi('cancelUser', { params: { id: 7 } });
    expect(Object.fromEntries(sent[1]?.url.searchParams ?? [])).toEqual({
      domain: 'localhost',
      path: 'demo',
    });
  });

  it('keeps what the caller named, in the query or the body (service_path and servicePath count as path)', async () => {
    signedIn(tenantScope, null);
    const sent = fakeNetwork(ok([]), accepted, ok({ ...detail }), ok(null));
    await callApi('publicContentGroups', { query: { domain: 'books.localhost' } });
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      domain: 'books.localhost',
      path: 'demo',
    });
    await callApi('forgotPassword', {
      query: { email: 'a@b.test', domain: 'localhost', service_path: 'demo', login_type: 4 },
    });
    expect(Object.fromEntries(sent[1]?.url.searchParams ?? [])).toEqual({
      email: 'a@b.test',
      domain: 'localhost',
      service_path: 'demo',
      login_type: '4',
    });
    await callApi('authInfo', { query: { servicePath: 'demo' } }, { token: 't' }).catch(() => undefined);
    expect(Object.fromEntries(sent[2]?.url.searchParams ?? [])).toEqual({
      servicePath: 'demo',
      domain: 'localhost',
    });
    await callApi('login', {
      body: { email: 'r', password_hash: 'a'.repeat(64), domain: 'localhost', path: 'demo' },
    }).catch(() => undefined);
    expect(sent[3]?.url.search).toBe('');
  });

  it('sends none on the admin site, to a route outside any tenant, or when the caller says null', async () => {
    signedIn(adminScope, 'secret');
    const sent = fakeNetwork(ok(detail), ok(null), ok(null));
    await callApi('userDetail', { params: { id: 7 } });
    expect(sent[0]?.url.search).toBe('');
    signedIn(tenantScope, 'secret');
    await callApi('adminLogin', { body: { email: 'a@b.test', password_hash: 'a'.repeat(64) } }).catch(
      () => undefined,
    );
    expect(sent[1]?.url.search).toBe('');
    await callApi('logout', {}, { hint: null });
    expect(sent[2]?.url.search).toBe('');
  });

  it('takes an explicit hint instead of the page’s', async () => {
    signedIn(adminScope, null);
    const sent = fakeNetwork(ok(null));
    await callApi('logout', {}, { token: 't', hint: { domain: 'books.localhost' } });
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({ domain: 'books.localhost' });
  });
});

describe('callApi: token', () => {
  it('sends the session’s token to a signed-in route, read when the call runs', async () => {
    signedIn(tenantScope, 'first');
    const sent = fakeNetwork(ok(detail), ok(detail));
    const call = () => callApi('userDetail', { params: { id: 7 } });
    await call();
    signedIn(tenantScope, 'second');
    await call();
    expect(sent.map((s) => s.headers['x-access-token'])).toEqual(['first', 'second']);
  });

  it('sends an explicit token instead, and none to a public route', async () => {
    signedIn(tenantScope, 'session');
    const sent = fakeNetwork(ok(null), ok({ email: 'new@b.test' }));
    await callApi('logout', {}, { token: 'other' });
    await callApi('confirmEmail', { params: { token: 'x'.repeat(32) } });
    expect(sent[0]?.headers['x-access-token']).toBe('other');
    expect(sent[1]?.headers['x-access-token']).toBeUndefined();
  });

  it('sends no header without a session', async () => {
    const sent = fakeNetwork(ok(detail));
    await callApi('userDetail', { params: { id: 7 } });
    expect(sent[0]?.headers).not.toHaveProperty('x-access-token');
  });
});

describe('callApi: answers', () => {
  it('resolves with the data typed by the route’s response schema', async () => {
    signedIn(tenantScope, 'secret');
    fakeNetwork(ok(detail));
    const data = await callApi('userDetail', { params: { id: 7 } });
    expectTypeOf(data).toEqualTypeOf<UserDetail>();
    expect(data).toEqual(detail);
  });

  it('takes the data as the server encoded it through the same schema, with no second check', async () => {
    signedIn(tenantScope, 'secret');
    fakeNetwork(ok({ accepted: true }), ok({ accepted: false }));
    await expect(callApi('cancelUser', { params: { id: 7 } })).resolves.toEqual({ accepted: true });
    await expect(callApi('cancelUser', { params: { id: 7 } })).resolves.toEqual({ accepted: false });
  });

  it('rejects an answer that is no envelope as an unknown error', async () => {
    signedIn(tenantScope, 'secret');
    fakeNetwork({ data: detail });
    await expect(callApi('userDetail', { params: { id: 7 } })).rejects.toMatchObject({
      status: 0,
      messageKey: 'api.error.unknown',
    });
  });

  it('rejects a refusal with its result code, message and data', async () => {
    signedIn(tenantScope, 'secret');
    fakeNetwork({ status: ResultCode.ACCESS_TOKEN_INVALID, message: 'api.error.601', data: null });
    await expect(callApi('userDetail', { params: { id: 7 } })).rejects.toMatchObject({
      status: ResultCode.ACCESS_TOKEN_INVALID,
      messageKey: 'api.error.601',
    });
  });

  it('rejects as no answer when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const error = await callApi('viewSettings', { query: { domain: 'localhost' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).hasResponse).toBe(false);
  });

  it('types each route’s input from its schemas', () => {
    expectTypeOf<CallInput<'userDetail'>>().toHaveProperty('params');
    expectTypeOf<NonNullable<CallInput<'updateUser'>['body']>>().toHaveProperty('full_name');
    // Compile-time checks only: none of these calls runs.
    const never = false as boolean;
    if (never) {
      // @ts-expect-error a route with path params needs them
      void callApi('userDetail');
      // @ts-expect-error the body's fields are the schema's
      void callApi('changePassword', { body: { user_id: 1, old: 'x' } });
      // @ts-expect-error a route without a body takes none
      void callApi('userDetail', { params: { id: 1 }, body: {} });
      // @ts-expect-error the branding images answer bytes, not an envelope
      void callApi('publicAsset', { params: { companyId: 1, folder: 'logo', file: 'a.svg' } });
    }
  });
});
