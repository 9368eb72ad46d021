import {
  type Action,
  apiRoutes,
  fillPath,
  ResultCode,
  type RouteInput,
  type RouteName,
  type RouteSpec,
  roleLevels,
} from '@hondana/contract';
import { expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { scopeOf } from '../src/platform/policy/policy.ts';
import type { Tenant } from '../src/platform/tenancy/resolve-tenant.ts';
import { portalAddress, type TenantWorld, type WorldUser } from './tenant-world.ts';

interface Caller {
  /** Who calls; null for no token. */
  as: WorldUser | null;
  /** The portal the call is made on (its Host and hint); the caller's tenant A when absent. */
  at?: Tenant | null;
}

/** One call of a contract route, as a browser of a portal sends it. */
export interface RouteCall<S extends RouteSpec> extends Partial<RouteInput<S>>, Caller {}

/** A call whose input need not fit the contract: bad input is the point of some tests. */
export interface AnyCall extends Caller {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Calls by route name in a tenant world (read when called: the world is set up in beforeAll): `send`
 * answers the raw response, `data` the answer's data after checking the call succeeded.
 */
export function routeCaller(harness: { readonly app: App; readonly world: TenantWorld }) {
  const send = (name: RouteName, call: AnyCall) =>
    callRoute(harness.app, apiRoutes[name], call, harness.world);
  async function data<T>(name: RouteName, call: AnyCall): Promise<T> {
    const response = await send(name, call);
    expect(response.json(), response.body).toMatchObject({ status: ResultCode.OK });
    return response.json().data as T;
  }
  return { send, data };
}

/** Sends a contract route through the real app (routing, hooks, validation, serialization). */
export function callRoute<S extends RouteSpec>(
  app: App,
  spec: S,
  call: RouteCall<S> | AnyCall,
  world: TenantWorld,
) {
  const at = call.at === undefined ? world.a : call.at;
  const address = at && spec.tenant !== 'none' ? portalAddress(at) : null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  if (address && !query.has('domain')) query.set('domain', address.domain);
  if (address && !query.has('path')) query.set('path', address.path);
  const url = `${spec.base ?? '/api/v1'}${fillPath(spec.path, call.params as Record<string, unknown>)}`;
  return app.inject({
    method: spec.method,
    url: query.size ? `${url}?${query}` : url,
    headers: {
      host: address?.host ?? 'localhost:3000',
      ...(call.as ? { 'x-access-token': call.as.token } : {}),
    },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}

export interface EndpointCases<S extends RouteSpec> {
  /** A call that succeeds; `check` looks at the answer's data (already parsed by the contract schema). */
  happy: (world: TenantWorld) => RouteCall<S> & {
    check?: (data: unknown, world: TenantWorld) => void | Promise<void>;
  };
  /** Input the contract or the rules refuse, with the exact result code. */
  badInput?: (world: TenantWorld) => AnyCall & { code: number };
  /** The caller names rows of another tenant (or another service); the code it gets. */
  otherTenantIds?: (world: TenantWorld) => AnyCall & { code: number };
}

/** Another company's user of the same kind, for the "another tenant's token" test. */
const counterpartOf = (world: TenantWorld, user: WorldUser | null) =>
  user === world.readerA || user === world.readerA2 || user === world.ipUserA
    ? world.readerB
    : world.companyAdminB;

/** A world user whose role the policy table does not grant `action`. */
function userWithout(world: TenantWorld, action: Action): WorldUser | undefined {
  const candidates = [
    world.ipUserA,
    world.readerA,
    world.serviceAdminA,
    world.companyAdminA,
    world.systemAdmin,
  ];
  return candidates.find((u) => scopeOf(u.user.roleLevel, action) === undefined);
}

/**
 * The standard tests of one endpoint, written once: refused without a token, refused with another
 * tenant's token, refused for a role the policy table leaves out, the exact code for bad input and for
 * another tenant's ids, and the happy path with an answer that matches the contract.
 */
export function endpointTests<N extends RouteName>(
  name: N,
  context: () => { app: App; world: TenantWorld },
  cases: EndpointCases<(typeof apiRoutes)[N]>,
): void {
  const spec: RouteSpec = apiRoutes[name];
  const happyCall = (world: TenantWorld): AnyCall => cases.happy(world) as AnyCall;
  const send = (call: AnyCall) => callRoute(context().app, spec, call, context().world);
  const expectRefused = async (call: AnyCall, code: number) => {
    const response = await send(call);
    expect(response.json(), response.body).toMatchObject({ status: code });
    expect(response.statusCode).not.toBe(200);
  };

  if (spec.access !== 'public') {
    it(`${name}: refuses a call without a token (600)`, async () => {
      await expectRefused({ ...happyCall(context().world), as: null }, ResultCode.ACCESS_TOKEN_NOT_FOUND);
    });
  }
  if (spec.access !== 'public' && spec.tenant !== 'none') {
    it(`${name}: refuses another tenant's token on this portal (601)`, async () => {
      const { world } = context();
      const happy = happyCall(world);
      await expectRefused({ ...happy, as: counterpartOf(world, happy.as) }, ResultCode.ACCESS_TOKEN_INVALID);
    });
  }
  const { access } = spec;
  if (access !== 'public' && access !== 'signed-in') {
    it(`${name}: refuses a role the policy table does not grant ${access} (611)`, async () => {
      const { world } = context();
      const outsider = userWithout(world, access);
      expect(roleLevels.every((r) => scopeOf(r, access) !== undefined) || outsider).toBeTruthy();
      if (outsider)
        await expectRefused({ ...happyCall(world), as: outsider }, ResultCode.INVALID_ROLE_ACCESS);
    });
  }
  const { badInput, otherTenantIds } = cases;
  if (badInput) {
    it(`${name}: answers bad input with its exact code`, async () => {
      const { code, ...call } = badInput(context().world);
      await expectRefused(call, code);
    });
  }
  if (otherTenantIds) {
    it(`${name}: never reaches another tenant's rows`, async () => {
      const { code, ...call } = otherTenantIds(context().world);
      await expectRefused(call, code);
    });
  }
  it(`${name}: answers the happy path in the contract's shape`, async () => {
    const { world } = context();
    const { check, ...call } = cases.happy(world) as AnyCall & {
      check?: (data: unknown, w: TenantWorld) => void;
    };
    const response = await send(call);
    expect(response.statusCode, response.body).toBe(200);
    // A call that answers bytes (a CSV download) has no envelope: `check` reads the body as it is.
    if (spec.response === null) return void (await check?.(response.body, world));
    const body = response.json();
    expect(body.status).toBe(ResultCode.OK);
    const data = spec.response ? spec.response.parse(body.data) : body.data;
    await check?.(data, world);
  });
}
