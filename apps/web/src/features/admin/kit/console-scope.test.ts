import { describe, expect, it } from 'vitest';
import {
  addressedScope,
  boundScope,
  consoleHref,
  scopeQuery,
  scopeWithin,
  unscopedPath,
} from './console-scope.ts';

const companyAdmin = { companyId: 1, serviceId: null };
const serviceAdmin = { companyId: 1, serviceId: 2 };
const systemAdmin = { companyId: null, serviceId: null };

describe('the acting company in the address', () => {
  it('reads the company and service of a console address, nothing else', () => {
    expect(addressedScope('/admin/c/3/contents/5')).toEqual({ companyId: 3, serviceId: null });
    expect(addressedScope('/admin/c/3/s/7/contents')).toEqual({ companyId: 3, serviceId: 7 });
    expect(addressedScope('/admin/c/3')).toEqual({ companyId: 3, serviceId: null });
    expect(addressedScope('/admin/contents')).toBeNull();
    expect(addressedScope('/admin/c/0/contents')).toBeNull();
    expect(addressedScope('/admin/c/x/contents')).toBeNull();
    expect(addressedScope('/admin/c/3x/contents')).toBeNull();
    expect(unscopedPath('/admin/c/3/s/7/contents/5')).toBe('/admin/contents/5');
  });

  it('holds a company admin to its company (any of its services) and a service admin to its service', () => {
    const own = boundScope(companyAdmin);
    expect(own).toEqual({ companyId: 1, serviceId: null });
    expect(scopeWithin(own as never, { companyId: 9, serviceId: null })).toEqual(own);
    expect(scopeWithin(own as never, null)).toEqual(own);
    expect(scopeWithin(own as never, { companyId: 1, serviceId: 4 })).toEqual({ companyId: 1, serviceId: 4 });
    const service = boundScope(serviceAdmin);
    expect(scopeWithin(service as never, { companyId: 1, serviceId: 4 })).toEqual(service);
    expect(scopeWithin(service as never, { companyId: 1, serviceId: null })).toEqual(service);
    expect(boundScope(systemAdmin)).toBeNull();
  });

  it('builds links in a scope, and only a system admin names the company in its calls', () => {
    expect(consoleHref({ companyId: 3, serviceId: null }, 'contents/5')).toBe('/admin/c/3/contents/5');
    expect(consoleHref({ companyId: 3, serviceId: 7 }, '')).toBe('/admin/c/3/s/7');
    expect(consoleHref(null, '')).toBe('/admin');
    expect(scopeQuery(systemAdmin, { companyId: 3, serviceId: null })).toEqual({ companyId: 3 });
    expect(scopeQuery(systemAdmin, { companyId: 3, serviceId: 7 })).toEqual({ companyId: 3, serviceId: 7 });
    expect(scopeQuery(companyAdmin, { companyId: 1, serviceId: null })).toEqual({});
    expect(scopeQuery(systemAdmin, null)).toEqual({});
  });
});
