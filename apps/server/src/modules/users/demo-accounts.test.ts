import { ResultCode } from '@hondana/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp } from '../../../test/demo-app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { tokenOfLink, unique } from './users-test-support.ts';

let demo: Awaited<ReturnType<typeof startDemoApp>>;
beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(() => demo.close());

async function latestMailTo(to: string) {
  for (let i = 0; i < 250; i++) {
    const [row] = await demo.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

function forgot(tenant: { host: string; domain?: string; path?: string }, email: string) {
  const query = new URLSearchParams({ email, ...(tenant.domain ? { domain: tenant.domain } : {}) });
  if (tenant.path) query.set('service_path', tenant.path);
  return demo.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/forgot-password?${query}`,
    headers: { host: tenant.host },
  });
}

describe('account mail of the demo tenants', () => {
  it("welcomes a Demo Library reader with the library's own Japanese template", async () => {
    const email = `${unique('new')}@example.test`;
    const { host, ...hint } = demoHosts.demo;
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      headers: { host },
      payload: {
        ...hint,
        email,
        username: unique('reader'),
        password: 'Demo-Pass-1',
        confirm_password: 'Demo-Pass-1',
        full_name: '鈴木 一郎',
        lang: 'ja',
      },
    });
    expect(response.json().status).toBe(200);
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('【Demo Library】ご登録ありがとうございます');
    expect(mail.text).toContain('お名前：鈴木 一郎 様');
    expect(mail.text).not.toContain('Demo-Pass-1');
    expect(mail.text).toContain('確認：http://localhost:3000/demo/confirm-registration?token=');
  });

  it('mails reset links on the path of a PATH tenant and on the host of a full-domain one', async () => {
    await forgot(demoHosts.demo, 'reader01');
    const demoMail = await latestMailTo('reader@demo.hondana.test');
    expect(tokenOfLink(demoMail.text, 'reset-password').link).toMatch(
      /^http:\/\/localhost:3000\/demo\/reset-password\?token=/,
    );
    await forgot(demoHosts.books, 'reader@books.hondana.test');
    const booksMail = await latestMailTo('reader@books.hondana.test');
    expect(tokenOfLink(booksMail.text, 'reset-password').link).toMatch(
      /^http:\/\/books\.localhost:3000\/reset-password\?token=/,
    );
  });

  it('offers no forgot password on Campus (username accounts without the option)', async () => {
    const response = await forgot(demoHosts.campus, 'student01');
    expect(response.json().status).toBe(ResultCode.NO_PERMISSION);
  });
});
