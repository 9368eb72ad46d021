import { apiRoutes, type RouteSpec } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';

let database: TestDatabase;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { WORKER: 'off' } });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

type OpenApiOperation = { security?: unknown[]; description?: string };
const openApiPath = (spec: RouteSpec) =>
  `${spec.base ?? '/api/v1'}${spec.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

describe('the contract route table', () => {
  it('is what the server serves: every call registered, none outside it', async () => {
    expect([...app.servedRoutes].sort()).toEqual(Object.keys(apiRoutes).sort());
    const document = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = Object.values(apiRoutes).map((spec) => `${spec.method} ${openApiPath(spec)}`);
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('documents the access of every call, with the token security exactly where one is needed', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    for (const [name, spec] of Object.entries(apiRoutes) as [string, RouteSpec][]) {
      const operation = document.paths[openApiPath(spec)]?.[spec.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(Boolean(operation?.security?.length), name).toBe(
        spec.access !== 'public' || spec.session === 'optional',
      );
      expect(operation?.description, name).toContain('Access:');
    }
  });

  it('refuses a token-less call of every non-public route before looking at its input (600)', async () => {
    for (const [name, spec] of Object.entries(apiRoutes) as [string, RouteSpec][]) {
      if (spec.access === 'public') continue;
      const url = `${spec.base ?? '/api/v1'}${spec.path.replace(/:([A-Za-z_]+)/g, 'x')}`;
      const response = await app.inject({ method: spec.method, url, payload: spec.body ? {} : undefined });
      expect(response.statusCode, name).toBe(401);
      expect(response.json().status, name).toBe(600);
    }
  });
});
