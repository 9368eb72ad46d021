import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes, type RouteSpec } from './index.ts';
import { routeIndex } from './route-index.ts';
import { isTokenless, renderRouteIndex, routeIndexPath } from './route-index-render.ts';

describe('route-index.ts', () => {
  it('is what the route table generates (run `npm run contract:route-index` when this fails)', () => {
    expect(readFileSync(routeIndexPath, 'utf8')).toBe(renderRouteIndex());
  });

  it('names every route with its method, mount point, path, tenant need and access', () => {
    const specs = apiRoutes as Record<string, RouteSpec>;
    expect(Object.keys(routeIndex).sort()).toEqual(Object.keys(specs).sort());
    for (const [name, entry] of Object.entries(routeIndex)) {
      const spec = specs[name] as RouteSpec;
      expect({ name, ...entry }).toEqual({
        name,
        method: spec.method,
        ...(spec.base === undefined ? {} : { base: spec.base }),
        path: spec.path,
        tenant: spec.tenant,
        isPublic: isTokenless(spec),
      });
    }
  });
});
