import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const root = '/srv/hondana';

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine', () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: path.join(root, '.data'),
      storageDir: path.join(root, '.data', 'storage'),
      trustProxy: false,
      demoData: true,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://books.example.com/',
        DATABASE_URL: 'postgres://u:p@db:5432/hondana',
        DATA_DIR: '/var/lib/hondana',
        STORAGE_DIR: 'files',
        MASTER_KEY: 'ab'.repeat(32),
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        DEMO_DATA: 'off',
        SMTP_URL: 'smtp://mail:25',
      },
      root,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://books.example.com',
      databaseUrl: 'postgres://u:p@db:5432/hondana',
      dataDir: '/var/lib/hondana',
      storageDir: path.join(root, 'files'),
      masterKey: 'ab'.repeat(32),
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      demoData: false,
      smtpUrl: 'smtp://mail:25',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, root)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('accepts a proxy hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }, root).trustProxy).toBe(2);
  });

  it('lists every problem at once, naming the variable', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          DEMO_DATA: 'maybe',
          MASTER_KEY: 'short',
          TRUST_PROXY: 'proxy.local',
        },
        root,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems).toMatch(/^DEMO_DATA: /m);
    expect(problems).toMatch(/^MASTER_KEY: must be 64 hexadecimal/m);
    expect(problems).toMatch(/^TRUST_PROXY: 'proxy.local'/m);
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  it('requires a master key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, root)).toThrow(/MASTER_KEY: required in production/);
  });

  it('refuses the card orders’ test hook in production, and takes the gateway timeout', () => {
    const env = {
      NODE_ENV: 'production',
      MASTER_KEY: 'a'.repeat(64),
      ORDER_PAUSE_AFTER_GATEWAY_MS: '1000',
    } as const;
    expect(() => loadConfig(env, root)).toThrow(/ORDER_PAUSE_AFTER_GATEWAY_MS: a test hook/);
    const config = loadConfig({ NODE_ENV: 'test', GATEWAY_TIMEOUT_MS: '4500' }, root);
    expect(config).toMatchObject({ gatewayTimeoutMs: 4500, orderPauseAfterGatewayMs: 0 });
    expect(() => loadConfig({ GATEWAY_TIMEOUT_MS: '5' }, root)).toThrow(/GATEWAY_TIMEOUT_MS/);
  });
});
