import { ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  eduLogin,
  type FederatedWorld,
  post,
  signInAtProvider,
  startAt,
  type TenantAddress,
  tenants,
  updateCompany,
  useFederatedWorld,
} from './federated-test-support.ts';

let world: FederatedWorld;
useFederatedWorld((started) => {
  world = started;
});

function pagesOf(tenant: TenantAddress) {
  const query = new URLSearchParams({
    domain: tenant.domain,
    ...('path' in tenant ? { path: tenant.path } : {}),
  });
  return world.app.inject({
    method: 'GET',
    url: `/api/v1/auth/external-id/pages?${query}`,
    headers: { host: tenant.host },
  });
}

/** What a browser does on one of the provider's pages: fills the form and follows the answer. */
async function registerAt(link: string, fields: Record<string, string>) {
  return fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("GET /auth/external-id/pages (the education-ID provider's registration page and my page)", () => {
  it("answers the provider's registration page with the service code and the portal's login page", async () => {
    const response = await pagesOf(tenants.edu);
    expect(response.json()).toMatchObject({ status: 200 });
    const link = new URL(response.json().data.registrationUrl);
    expect(`${link.origin}${link.pathname}`).toBe(`${world.devIdentity.url}/education-id/register`);
    expect(link.searchParams.get('service_code')).toBe('HONDANA-EDU-DEMO');
    expect(link.searchParams.get('redirect_url')).toBe(eduLogin);
  });

  it('refuses companies of another account type (614); without auto-registration only the my page', async () => {
    expect((await pagesOf(tenants.demo)).json()).toMatchObject({
      status: ResultCode.NO_PERMISSION,
    });
    await updateCompany(world.database.db, 'Edu Campus', { isAutoRegisterAccountAtLogin: false });
    try {
      const pages = (await pagesOf(tenants.edu)).json().data;
      expect(pages.registrationUrl).toBeNull();
      expect(new URL(pages.myPageUrl).pathname).toBe('/education-id/my-page');
    } finally {
      await updateCompany(world.database.db, 'Edu Campus', { isAutoRegisterAccountAtLogin: true });
    }
  });

  it('a reader registered at the provider comes back to the login page and signs in (auto-registration)', async () => {
    const link = (await pagesOf(tenants.edu)).json().data.registrationUrl as string;
    const page = await fetch(link);
    expect(await page.text()).toContain('HONDANA-EDU-DEMO');
    const refused = await registerAt(link, {
      login: 'x',
      name: 'Too Short',
      email: 'short@edu.hondana.test',
      password: 'Dev-Identity-2026',
    });
    expect(refused.status).toBe(400);
    const fields = {
      login: 'edu-new-reader',
      name: 'New Reader',
      email: 'new-reader@edu.hondana.test',
      password: 'New-Reader-2026',
    };
    const registered = await registerAt(link, fields);
    expect(registered.status).toBe(303);
    expect(registered.headers.get('location')).toBe(eduLogin);
    // The id is taken now.
    expect((await registerAt(link, fields)).status).toBe(400);

    const started = await startAt(world.app, tenants.edu, 'external_id', eduLogin);
    const answer = answerOf(await signInAtProvider(started.authorizationUrl, fields.login, fields.password));
    const login = await post(world.app, tenants.edu, '/auth/gakken-id-login', {
      ...answer,
      is_accept_terms_and_condition: true,
    });
    expect(login.json()).toMatchObject({
      status: 200,
      data: { user: { name: 'New Reader', email: 'new-reader@edu.hondana.test' } },
    });
  });

  it('sends nobody to an address that is not a portal login page', async () => {
    const link = new URL((await pagesOf(tenants.edu)).json().data.registrationUrl);
    link.searchParams.set('redirect_url', 'https://elsewhere.example/steal');
    const response = await registerAt(link.href, {
      login: 'edu-elsewhere',
      name: 'Elsewhere',
      email: 'elsewhere@edu.hondana.test',
      password: 'Elsewhere-2026',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBeNull();
  });

  it('a reader whose profile has no name (864) completes it on the my page and then signs in', async () => {
    const login = async (extra: Record<string, unknown> = {}) => {
      const started = await startAt(world.app, tenants.edu, 'external_id', eduLogin);
      const answer = answerOf(await signInAtProvider(started.authorizationUrl, 'edu-incomplete-01'));
      return post(world.app, tenants.edu, '/auth/gakken-id-login', { ...answer, ...extra });
    };
    expect((await login()).json()).toMatchObject({ status: ResultCode.EXTERNAL_ID_MY_PAGE_REQUIRED });
    const myPage = (await pagesOf(tenants.edu)).json().data.myPageUrl as string;
    expect(new URL(myPage).searchParams.get('redirect_url')).toBe(eduLogin);
    const wrong = await registerAt(myPage, { login: 'edu-incomplete-01', password: 'wrong', name: 'X' });
    expect(wrong.status).toBe(400);
    const saved = await registerAt(myPage, {
      login: 'edu-incomplete-01',
      password: 'Dev-Identity-2026',
      name: 'Completed Profile',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(eduLogin);
    expect((await login({ is_accept_terms_and_condition: true })).json()).toMatchObject({
      status: 200,
      data: { user: { name: 'Completed Profile' } },
    });
  });
});
