import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { apiRoutes, fillPath, type ShareLink, secretParamNames } from '@hondana/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForJobs } from '../../../test/jobs.ts';
import { portalAddress, useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { tokenOfLink } from '../../modules/users/users-test-support.ts';
import {
  fetchBytes,
  openViewer,
  patternedBytes,
  sealedContent,
  viewerCall,
} from '../../modules/viewer/viewer-test-support.ts';
import { REDACTED, redactUrl } from './redact-url.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

let book = '';
const harness = useTenantWorld(
  { logger: { level: 'info', stream: logStream }, webDistDir: webDist },
  async ({ app, database, world }) => {
    book = (await sealedContent(app, database.db, world.a, patternedBytes(4000), { title: 'Logged' }))
      .elementId;
  },
);

/** Every secret a flow was given; none may be in the log. */
const issued = new Set<string>();

const tenantQuery = () => {
  const { domain, path: servicePath } = portalAddress(harness.world.a);
  return `domain=${domain}&path=${servicePath}`;
};

function send(method: 'GET' | 'PUT' | 'POST', url: string, as: WorldUser | null = null, payload?: object) {
  return harness.app.inject({
    method,
    url,
    headers: { host: portalAddress(harness.world.a).host, ...(as ? { 'x-access-token': as.token } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function latestMailTo(to: string) {
  await waitForJobs(harness.database.db);
  const [mail] = await harness.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The portal's pages a mailed or shared link opens (served by the web app fallback, logged alike). */
async function openPages(...pages: string[]) {
  const servicePath = portalAddress(harness.world.a).path;
  for (const page of pages) await send('GET', `/${servicePath}/${page}`);
}

describe('secrets in the request log', () => {
  // Before the account flows below, which end the reader's sessions.
  it('never writes a viewer token, in the token calls or in the file addresses', async () => {
    const { app, world } = harness;
    const viewer = await openViewer(app, world, { as: world.readerA, query: { content_id: book } });
    issued.add(viewer.token);
    expect((await fetchBytes(app, viewer.fileUrl, 'bytes=0-99')).statusCode).toBe(206);
    await fetchBytes(app, `${viewer.fileUrl}/first-page`);
    await fetchBytes(app, `${viewer.fileUrl}?token=${viewer.token}`);
    const renewed = await viewerCall(app, world, 'viewerTokenRenew', {
      as: world.readerA,
      body: { token: viewer.token },
    });
    const next = renewed.json().data?.token;
    if (typeof next === 'string') issued.add(next);
  });

  it('never writes a share link token or the viewer token it opens', async () => {
    const { app, world } = harness;
    const added = await viewerCall(app, world, 'shareLinkAdd', {
      as: world.companyAdminA,
      at: null,
      body: { contentId: book, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), maxViews: null },
    });
    expect(added.statusCode, added.body).toBe(200);
    const link = added.json().data as ShareLink;
    issued.add(link.token);
    await openPages(link.viewPath, link.detailPath);
    expect(
      (await viewerCall(app, world, 'shareDetail', { as: null, query: { token: link.token } })).statusCode,
    ).toBe(200);
    const viewer = await openViewer(app, world, { as: null, query: { token_id: link.token } });
    issued.add(viewer.token);
    expect((await fetchBytes(app, viewer.fileUrl, 'bytes=0-99')).statusCode).toBe(206);
  });

  it('never writes the session token of a mobile app landing', async () => {
    const { world } = harness;
    issued.add(world.readerA.token);
    await openPages(`?UserID=${world.readerA.token}`, `search?q=x&UserID=${world.readerA.token}`);
  });

  it('never writes a password-reset token', async () => {
    const { world } = harness;
    const email = world.readerA.user.email ?? '';
    const forgot = await send(
      'PUT',
      `/api/v1/auth/forgot-password?email=${encodeURIComponent(email)}&login_type=4&${tenantQuery()}`,
    );
    expect(forgot.statusCode, forgot.body).toBe(200);
    const { token } = tokenOfLink((await latestMailTo(email)).text, 'reset-password');
    issued.add(token);
    await openPages(`reset-password?token=${token}`, `reset-password/${token}`);
    expect((await send('GET', `/api/v1/user/reset-password/${token}?${tenantQuery()}`)).statusCode).toBe(200);
    // A mistyped address of the same link is logged too (404), and must not show it either.
    await send('GET', `/api/v1/user/reset-password/${token}/again?${tenantQuery()}`);
    // One the router cannot decode: its error, which quotes the address, is logged too.
    await send('GET', `/api/v1/user/reset-password/${token}%E0%A4%A?${tenantQuery()}`);
    const reset = await send('PUT', `/api/v1/user/reset-password/${token}?${tenantQuery()}`, null, {
      new_password: 'Reset-Logged-2026',
      confirm_password: 'Reset-Logged-2026',
    });
    expect(reset.json(), reset.body).toMatchObject({ status: 200 });
  });

  it('never writes an e-mail confirmation token', async () => {
    const { world } = harness;
    const newEmail = `moved-${world.readerA2.user.id}@example.test`;
    const change = await send(
      'PUT',
      `/api/v1/user/change-email/${world.readerA2.user.id}?${tenantQuery()}`,
      world.readerA2,
      { new_email: newEmail, password: world.readerA2.password },
    );
    expect(change.json(), change.body).toMatchObject({ status: 200 });
    const { token } = tokenOfLink((await latestMailTo(newEmail)).text, 'confirm-email');
    issued.add(token);
    await openPages(`confirm-email?token=${token}`, `confirm-email/${token}`);
    const confirmed = await send('PUT', `/api/v1/user/confirm-email/${token}?${tenantQuery()}`);
    expect(confirmed.json(), confirmed.body).toMatchObject({ status: 200 });
  });

  it('holds none of the secrets issued above, and still says what was asked', () => {
    const log = logLines.join('');
    expect(issued.size).toBeGreaterThanOrEqual(6);
    for (const secret of issued) expect(log).not.toContain(secret);
    expect(log).toContain(`/api/v1/user/reset-password/${REDACTED}`);
    expect(log).toContain(`/viewer-files/${REDACTED}`);
    expect(log).toContain(`direct-view/${REDACTED}`);
    expect(log).toContain(`token_id=${REDACTED}`);
  });
});

describe('redactUrl', () => {
  const secret = 'S3cr3t-t0ken_value-0123456789';

  it('hides every secret path parameter of the route table', () => {
    for (const spec of Object.values(apiRoutes)) {
      const names = [...spec.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
      const secrets = names.filter((name) => (secretParamNames as readonly string[]).includes(name));
      if (secrets.length === 0) continue;
      const params = Object.fromEntries(names.map((name) => [name, secrets.includes(name) ? secret : '7']));
      const base = 'base' in spec ? spec.base : '/api/v1';
      const url = `${base}${fillPath(spec.path, params)}`;
      expect(redactUrl(url), url).not.toContain(secret);
    }
  });

  it('hides secret query values whatever their case or encoding, and keeps the rest as sent', () => {
    expect(redactUrl(`/api/v1/x?a=1&Token=${secret}&%74oken_id=${secret}&b=c%20d`)).toBe(
      `/api/v1/x?a=1&Token=${REDACTED}&%74oken_id=${REDACTED}&b=c%20d`,
    );
    expect(redactUrl('/api/v1/content/page?page=2&size=10')).toBe('/api/v1/content/page?page=2&size=10');
  });
});
