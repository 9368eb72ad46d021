import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type IdentityProvider, identityProviders } from '@hondana/contract';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { handleMyPage, handleRegistration } from './account-pages.ts';
import { type DevAccount, devAccounts } from './dev-accounts.ts';
import { renderLoginPage } from './login-page.ts';
import { memoryAdapterFactory } from './memory-adapter.ts';

/** Where each stand-in issuer lives under the dev provider's address. */
export const DEV_ISSUER_PATHS: Record<IdentityProvider, string> = {
  google: '/google',
  microsoft: '/microsoft',
  external_id: '/education-id',
};

/** The one client every stand-in issuer knows (the demo tenants' configuration names it). */
export const DEV_CLIENT_ID = 'hondana-dev';
const REGISTER_PATH = '/register';
const MY_PAGE_PATH = '/my-page';
const devClientSecret = (provider: IdentityProvider) => `hondana-dev-secret-${provider}`;

export type IdTokenClaims = Record<string, unknown>;

export interface DevIdentityOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Exact redirect URIs the dev client accepts (each tenant's login page). */
  redirectUris: string[];
  /** Lifetime of the ID tokens, seconds (default 300). */
  idTokenTtlSeconds?: number;
  /**
   * Tests only: rewrites the claims of an ID token the token endpoint answers and signs it again with the
   * issuer's own key (a token for another audience, an expired token). Never set by `npm start`.
   */
  tamperIdToken?: (claims: IdTokenClaims, provider: IdentityProvider) => IdTokenClaims | undefined;
}

export interface DevIdentityProvider {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  issuerOf(provider: IdentityProvider): string;
  clientId: string;
  clientSecretOf(provider: IdentityProvider): string;
  /** The education ID's registration page (the other stand-ins have none). */
  registrationUrlOf(provider: IdentityProvider): string | null;
  /** The education ID's my page, where an account completes its profile (the others have none). */
  myPageUrlOf(provider: IdentityProvider): string | null;
  close(): Promise<void>;
}

/**
 * The development identity provider: three OpenID Connect issuers (oidc-provider) on one local HTTP
 * server, standing in for Google, Microsoft and the education-ID provider, with the demo accounts of
 * dev-accounts.ts. Started by `npm start` outside production and by the tests. See README.md here.
 */
export async function startDevIdentityProvider(options: DevIdentityOptions): Promise<DevIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const handlers = new Map<string, http.RequestListener>();
  const server = http.createServer((req, res) => {
    const prefix = `/${(req.url ?? '/').split('/')[1]}`;
    const handler = handlers.get(prefix);
    if (!handler) {
      res.writeHead(404).end('not found');
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  for (const provider of identityProviders) {
    const prefix = DEV_ISSUER_PATHS[provider];
    handlers.set(prefix, issuerHandler(provider, `${url}${prefix}`, prefix, options));
  }
  return {
    url,
    issuerOf: (provider) => `${url}${DEV_ISSUER_PATHS[provider]}`,
    clientId: DEV_CLIENT_ID,
    clientSecretOf: devClientSecret,
    registrationUrlOf: (provider) =>
      provider === 'external_id' ? `${url}${DEV_ISSUER_PATHS[provider]}${REGISTER_PATH}` : null,
    myPageUrlOf: (provider) =>
      provider === 'external_id' ? `${url}${DEV_ISSUER_PATHS[provider]}${MY_PAGE_PATH}` : null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function issuerHandler(
  provider: IdentityProvider,
  issuer: string,
  prefix: string,
  options: DevIdentityOptions,
): http.RequestListener {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = {
    ...signingKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
  // This provider's own copy: accounts registered here live as long as it runs.
  const accounts = [...devAccounts[provider]];
  const oidc = new Provider(issuer, configurationOf(provider, prefix, accounts, jwk, options));
  if (options.tamperIdToken) {
    const tamper = options.tamperIdToken;
    oidc.use(async (ctx, next) => {
      await next();
      const body = ctx.body as { id_token?: string } | undefined;
      if (ctx.path !== '/token' || !body?.id_token) return;
      const [header, payload] = body.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as IdTokenClaims;
      const changed = tamper(claims, provider);
      if (changed)
        body.id_token = signJwt(
          JSON.parse(Buffer.from(header ?? '', 'base64url').toString()),
          changed,
          signingKey,
        );
    });
  }
  const callback = oidc.callback();
  return (req, res) => {
    const original = req.url ?? '/';
    const rest = original.slice(prefix.length) || '/';
    const page = provider === 'external_id' ? rest.split('?')[0] : undefined;
    if (page === REGISTER_PATH || page === MY_PAGE_PATH) {
      const handle = page === REGISTER_PATH ? handleRegistration : handleMyPage;
      void handle(req, res, accounts, options.redirectUris, readBody).catch((error: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    if (rest.startsWith('/interaction/')) {
      void interaction(oidc, accounts, provider, req, res).catch((error: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    (req as http.IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = rest;
    callback(req, res);
  };
}

function configurationOf(
  provider: IdentityProvider,
  prefix: string,
  accounts: DevAccount[],
  jwk: object,
  options: DevIdentityOptions,
): Configuration {
  return {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: devClientSecret(provider),
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'xms_edov'],
      profile: ['name', 'is_child'],
    },
    // Like Google and Microsoft: the requested claims are in the ID token of the code flow too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    ttl: {
      AuthorizationCode: 60,
      IdToken: options.idTokenTtlSeconds ?? 300,
      AccessToken: 300,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: (_ctx, id) => {
      const account = accounts.find((a) => a.login === id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account.claims }) } : undefined;
    },
    // A stand-in for providers the reader has already consented to: no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return op.Grant.find(grantId);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain';
      ctx.body = `${provider} (development identity provider): ${out.error} ${out.error_description ?? ''}`;
    },
  };
}

/** The login page of a stand-in issuer: a demo account and its password. */
async function interaction(
  oidc: Provider,
  accounts: DevAccount[],
  provider: IdentityProvider,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const details = await oidc.interactionDetails(req, res);
  if (req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    if (form.has('cancel')) {
      // The reader turns the provider down: back to the client with error=access_denied, as real ones do.
      await oidc.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the login' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const account = accounts.find(
      (a) => a.login === form.get('login')?.trim() && a.password === form.get('password'),
    );
    if (account) {
      await oidc.interactionFinished(
        req,
        res,
        { login: { accountId: account.login } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(renderLoginPage(provider, accounts, details.uid, true));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(renderLoginPage(provider, accounts, details.uid, false));
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function signJwt(
  header: object,
  claims: IdTokenClaims,
  key: ReturnType<typeof generateKeyPairSync>['privateKey'],
) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}
