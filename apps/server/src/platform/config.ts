import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of on/off, true/false, yes/no, 1/0',
  })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://books.example.com' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  MASTER_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hexadecimal characters (32 bytes)' })
    .optional(),
  TRUST_PROXY: z.string().default('false'),
  /** Default: on, except in production. */
  DEMO_DATA: booleanFlag.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default('Hondana <no-reply@hondana.test>'),
  ADMIN_HOST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  WORKER: booleanFlag.default(true),
  MAX_UPLOAD_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int()
    .min(1)
    .max(20_000)
    .default(500),
  DEV_IDENTITY: booleanFlag.optional(),
  DEV_IDENTITY_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535)
    .default(3301),
  SANDBOX_GATEWAY: booleanFlag.optional(),
  SANDBOX_GATEWAY_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535)
    .default(3302),
  SANDBOX_GATEWAY_URL: z.url({ error: 'must be the address of a running sandbox gateway' }).optional(),
  VERITRANS_API_URL: z.url({ error: "must be the first card gateway's server API address" }).optional(),
  VERITRANS_TOKEN_API_URL: z.url({ error: "must be the first card gateway's token API address" }).optional(),
  GMO_API_URL: z.url({ error: "must be the second card gateway's server API address" }).optional(),
  GMO_TOKEN_SCRIPT_URL: z.url({ error: "must be the second card gateway's token script address" }).optional(),
  MEMBER_ID_API_URL: z.url({ error: "must be the member-ID provider's API address" }).optional(),
  GATEWAY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(300_000)
    .default(30_000),
  ORDER_PAUSE_AFTER_GATEWAY_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(0),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_ISSUER: z
    .url({ error: 'must be an issuer URL such as https://login.microsoftonline.com/<tenant>/v2.0' })
    .default('https://login.microsoftonline.com/common/v2.0'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  EXTERNAL_ID_ISSUER: z.url({ error: 'must be the issuer URL of the education-ID provider' }).optional(),
  EXTERNAL_ID_CLIENT_ID: z.string().optional(),
  EXTERNAL_ID_CLIENT_SECRET: z.string().optional(),
  EXTERNAL_ID_REGISTER_URL: z.url({ error: "must be the provider's registration page URL" }).optional(),
  EXTERNAL_ID_MY_PAGE_URL: z.url({ error: "must be the provider's my page URL" }).optional(),
});

/** The platform's own registration at an identity provider (a company may configure its own). */
export interface PlatformIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  registrationUrl: string | null;
  myPageUrl: string | null;
}

export type TrustProxy = boolean | number | string[];

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Absent: the server starts its own embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  storageDir: string;
  masterKey: string | undefined;
  trustProxy: TrustProxy;
  demoData: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminHost: string | undefined;
  logLevel: string;
  /** Run the job worker inside the server process (WORKER=off: only `npm run worker` processes run jobs). */
  worker: boolean;
  /** Largest content file an upload may carry, in bytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /** Start the development identity provider (apps/server/src/dev-identity); never in production. */
  devIdentity: boolean;
  /** Its port on 127.0.0.1 (0: any free port). */
  devIdentityPort: number;
  /** Start the sandbox payment gateway (apps/server/src/sandbox-gateway); never in production. */
  sandboxGateway: boolean;
  /** Its port on 127.0.0.1 (0: any free port). */
  sandboxGatewayPort: number;
  /** A sandbox gateway running elsewhere (SANDBOX_GATEWAY_URL), used instead of starting one. */
  sandboxGatewayUrl: string | undefined;
  /**
   * The payment gateways' addresses (VERITRANS_API_URL, VERITRANS_TOKEN_API_URL, GMO_API_URL,
   * GMO_TOKEN_SCRIPT_URL, MEMBER_ID_API_URL); each one not set is the sandbox's (modules/payments/gateways/gateway-urls.ts).
   */
  paymentGatewayUrls: {
    veritransApi?: string;
    veritransTokenApi?: string;
    gmoApi?: string;
    gmoTokenScript?: string;
    memberIdApi?: string;
  };
  /**
   * GATEWAY_TIMEOUT_MS: how long a gateway call is waited for before its outcome is unknown (settled by
   * asking the gateway); reconciliation leaves an open order alone for twice this long.
   */
  gatewayTimeoutMs: number;
  /**
   * ORDER_PAUSE_AFTER_GATEWAY_MS (tests only, refused in production): a card order waits this long after
   * the gateway's answer before recording it, so a test can kill the server between the two.
   */
  orderPauseAfterGatewayMs: number;
  /** GOOGLE_*, MICROSOFT_*, EXTERNAL_ID_*: used by companies that enable a provider without their own. */
  identityProviders: Partial<Record<'google' | 'microsoft' | 'external_id', PlatformIdentityProvider>>;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim();
  if (['false', 'off', 'no', '0', ''].includes(value)) return false;
  if (['true', 'on', 'yes'].includes(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((s) => s.trim());
  const addressLike = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
  const bad = list.find((entry) => !addressLike.test(entry));
  return bad === undefined ? list : `TRUST_PROXY: '${bad}' is not an IP address or CIDR range`;
}

/**
 * Settings that are fine on a developer's machine but not on a public server: with NODE_ENV=production
 * the server refuses to start, naming each variable.
 */
function productionProblems(c: {
  masterKey: string | undefined;
  demoData: boolean;
  devIdentity: boolean;
  sandboxGateway: boolean;
  sandboxGatewayUrl: string | undefined;
  orderPauseAfterGatewayMs: number;
}): string[] {
  const problems: string[] = [];
  if (!c.masterKey) problems.push('MASTER_KEY: required in production (64 hexadecimal characters)');
  if (c.demoData) {
    problems.push(
      'DEMO_DATA: must be off in production (demo accounts with published passwords and the public demo mailbox)',
    );
  }
  if (c.devIdentity) {
    problems.push('DEV_IDENTITY: must be off in production (its demo accounts have published passwords)');
  }
  if (c.sandboxGateway || c.sandboxGatewayUrl) {
    problems.push(
      'SANDBOX_GATEWAY, SANDBOX_GATEWAY_URL: the sandbox payment gateway takes no real money; not in production',
    );
  }
  if (c.orderPauseAfterGatewayMs > 0) {
    problems.push('ORDER_PAUSE_AFTER_GATEWAY_MS: a test hook that holds card orders; not in production');
  }
  return problems;
}

type Env = z.output<typeof envSchema>;

/** Each provider's variables come together: a client id needs its secret (and the education ID its issuer). */
function identityProvidersOf(e: Env): { value: Config['identityProviders']; problems: string[] } {
  const value: Config['identityProviders'] = {};
  const problems: string[] = [];
  const take = (
    name: 'google' | 'microsoft' | 'external_id',
    prefix: string,
    issuer: string | undefined,
    clientId: string | undefined,
    clientSecret: string | undefined,
    pages: { registrationUrl: string | null; myPageUrl: string | null } = {
      registrationUrl: null,
      myPageUrl: null,
    },
  ) => {
    if (clientId === undefined && clientSecret === undefined) return;
    if (clientId === undefined || clientSecret === undefined) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET: set both or neither`);
    } else if (issuer === undefined) {
      problems.push(`${prefix}_ISSUER: required with ${prefix}_CLIENT_ID`);
    } else value[name] = { issuer, clientId, clientSecret, ...pages };
  };
  take('google', 'GOOGLE', 'https://accounts.google.com', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  take('microsoft', 'MICROSOFT', e.MICROSOFT_ISSUER, e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET);
  take(
    'external_id',
    'EXTERNAL_ID',
    e.EXTERNAL_ID_ISSUER,
    e.EXTERNAL_ID_CLIENT_ID,
    e.EXTERNAL_ID_CLIENT_SECRET,
    { registrationUrl: e.EXTERNAL_ID_REGISTER_URL ?? null, myPageUrl: e.EXTERNAL_ID_MY_PAGE_URL ?? null },
  );
  return { value, problems };
}

/** Reads the process environment (or any record) into a validated Config, listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined>, rootDir: string): Config {
  const blanksRemoved = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(blanksRemoved);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY ?? 'false');
  if (typeof trustProxy === 'string') problems.push(trustProxy);
  if (!parsed.success || typeof trustProxy === 'string') throw new ConfigError(problems);

  const e = parsed.data;
  const demoData = e.DEMO_DATA ?? e.NODE_ENV !== 'production';
  const devIdentity = e.DEV_IDENTITY ?? (e.NODE_ENV !== 'production' && e.NODE_ENV !== 'test');
  // A sandbox running elsewhere (one a test keeps alive while it kills the server) replaces the embedded one.
  const sandboxGateway =
    e.SANDBOX_GATEWAY ?? (e.NODE_ENV !== 'production' && e.NODE_ENV !== 'test' && !e.SANDBOX_GATEWAY_URL);
  if (e.NODE_ENV === 'production') {
    const unsafe = productionProblems({
      masterKey: e.MASTER_KEY,
      demoData,
      devIdentity,
      sandboxGateway,
      sandboxGatewayUrl: e.SANDBOX_GATEWAY_URL,
      orderPauseAfterGatewayMs: e.ORDER_PAUSE_AFTER_GATEWAY_MS,
    });
    if (unsafe.length > 0) throw new ConfigError(unsafe);
  }
  if (sandboxGateway && e.SANDBOX_GATEWAY_URL) {
    throw new ConfigError(['SANDBOX_GATEWAY_URL: names a running sandbox; set SANDBOX_GATEWAY=off with it']);
  }
  const identity = identityProvidersOf(e);
  if (identity.problems.length > 0) throw new ConfigError(identity.problems);
  const dataDir = path.resolve(rootDir, e.DATA_DIR ?? '.data');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    storageDir: path.resolve(rootDir, e.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    masterKey: e.MASTER_KEY,
    trustProxy,
    demoData,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminHost: e.ADMIN_HOST,
    logLevel: e.LOG_LEVEL,
    worker: e.WORKER,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    devIdentity,
    devIdentityPort: e.DEV_IDENTITY_PORT,
    sandboxGateway,
    sandboxGatewayPort: e.SANDBOX_GATEWAY_PORT,
    sandboxGatewayUrl: e.SANDBOX_GATEWAY_URL?.replace(/\/$/, ''),
    paymentGatewayUrls: Object.fromEntries(
      (
        [
          ['veritransApi', e.VERITRANS_API_URL],
          ['veritransTokenApi', e.VERITRANS_TOKEN_API_URL],
          ['gmoApi', e.GMO_API_URL],
          ['gmoTokenScript', e.GMO_TOKEN_SCRIPT_URL],
          ['memberIdApi', e.MEMBER_ID_API_URL],
        ] as const
      )
        .filter(([, url]) => url !== undefined)
        .map(([name, url]) => [name, url?.replace(/\/$/, '')]),
    ),
    gatewayTimeoutMs: e.GATEWAY_TIMEOUT_MS,
    orderPauseAfterGatewayMs: e.ORDER_PAUSE_AFTER_GATEWAY_MS,
    identityProviders: identity.value,
  };
}
