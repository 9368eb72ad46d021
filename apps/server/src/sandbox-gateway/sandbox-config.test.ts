import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { portalOriginsOf } from './portal-origins.ts';

const root = '/srv/hondana';

describe('the sandbox gateway in the configuration', () => {
  it('starts on port 3302 by default, not in tests', () => {
    expect(loadConfig({}, root)).toMatchObject({
      sandboxGateway: true,
      sandboxGatewayPort: 3302,
      sandboxGatewayUrl: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'test' }, root).sandboxGateway).toBe(false);
    expect(loadConfig({ SANDBOX_GATEWAY: 'off', SANDBOX_GATEWAY_PORT: '0' }, root)).toMatchObject({
      sandboxGateway: false,
      sandboxGatewayPort: 0,
    });
  });

  it('uses a sandbox running elsewhere instead of starting one', () => {
    expect(loadConfig({ SANDBOX_GATEWAY_URL: 'http://127.0.0.1:4555/' }, root)).toMatchObject({
      sandboxGateway: false,
      sandboxGatewayUrl: 'http://127.0.0.1:4555',
    });
    expect(() =>
      loadConfig({ SANDBOX_GATEWAY: 'on', SANDBOX_GATEWAY_URL: 'http://127.0.0.1:4555' }, root),
    ).toThrow(/SANDBOX_GATEWAY_URL: names a running sandbox/);
    expect(() => loadConfig({ SANDBOX_GATEWAY_URL: 'not a url' }, root)).toThrow(/SANDBOX_GATEWAY_URL/);
    expect(() => loadConfig({ SANDBOX_GATEWAY_PORT: '70000' }, root)).toThrow(/SANDBOX_GATEWAY_PORT/);
  });

  it('is refused in production, embedded or not', () => {
    const production = { NODE_ENV: 'production', MASTER_KEY: 'a'.repeat(64) };
    expect(loadConfig(production, root).sandboxGateway).toBe(false);
    expect(() => loadConfig({ ...production, SANDBOX_GATEWAY: 'on' }, root)).toThrow(/not in production/);
    expect(() => loadConfig({ ...production, SANDBOX_GATEWAY_URL: 'http://127.0.0.1:1' }, root)).toThrow(
      /not in production/,
    );
  });

  it('lets the portal and its subdomains call the token APIs, nobody else', () => {
    const allowed = portalOriginsOf('http://localhost:3000');
    expect(allowed('http://localhost:3000')).toBe(true);
    expect(allowed('http://books.localhost:3000')).toBe(true);
    expect(allowed('http://localhost:3001')).toBe(false);
    expect(allowed('https://localhost:3000')).toBe(false);
    expect(allowed('http://evillocalhost:3000')).toBe(false);
    expect(allowed('null')).toBe(false);
  });
});
