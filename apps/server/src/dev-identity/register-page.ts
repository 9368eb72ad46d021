import type http from 'node:http';
import type { DevAccount } from './dev-accounts.ts';
import { escapeHtml, PAGE_STYLE } from './login-page.ts';

/**
 * The education-ID stand-in's registration page (seed 000 §2's header link): a new account with an id,
 * a name, an e-mail and a password, kept in this provider's memory, then back to the portal's login
 * page. `redirect_url` must be one of the dev client's redirect URIs (the portals' login pages), so the
 * page sends nobody elsewhere; `service_code` is shown, as the real provider shows the service.
 */
export async function handleRegistration(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  accounts: DevAccount[],
  redirectUris: readonly string[],
  readBody: (req: http.IncomingMessage) => Promise<string>,
): Promise<void> {
  const query = new URL(req.url ?? '/', 'http://dev-identity').searchParams;
  const back = query.get('redirect_url');
  const redirectUrl = back !== null && redirectUris.includes(back) ? back : null;
  const serviceCode = query.get('service_code') ?? '';
  if (req.method !== 'POST') {
    send(res, 200, renderRegisterPage(serviceCode, null));
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const login = form.get('login')?.trim() ?? '';
  const name = form.get('name')?.trim() ?? '';
  const email = form.get('email')?.trim() ?? '';
  const password = form.get('password') ?? '';
  const problem = !/^[A-Za-z0-9._-]{3,64}$/.test(login)
    ? 'The account id takes 3 to 64 letters, digits, dots, dashes or underscores.'
    : accounts.some((a) => a.login === login)
      ? 'That account id is taken.'
      : !name || name.length > 100
        ? 'Give a name of at most 100 characters.'
        : !/^[^@\s]+@[^@\s]+$/.test(email)
          ? 'Give a valid e-mail address.'
          : password.length < 8
            ? 'The password takes at least 8 characters.'
            : null;
  if (problem) {
    send(res, 400, renderRegisterPage(serviceCode, problem));
    return;
  }
  accounts.push({ login, password, claims: { name, email, email_verified: true } });
  if (redirectUrl) {
    res.writeHead(303, { location: redirectUrl }).end();
    return;
  }
  send(res, 201, renderDone(login));
}

function send(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${PAGE_STYLE}</style></head>`;

function renderRegisterPage(serviceCode: string, problem: string | null): string {
  return `${head('Education ID registration (development stand-in)')}<body><main>
<h1>Education ID registration (development stand-in)</h1>
${serviceCode ? `<p>For the service <code>${escapeHtml(serviceCode)}</code>.</p>` : ''}
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post">
<label for="login">Account id</label><input id="login" name="login" autocomplete="username" required autofocus>
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required>
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<button type="submit">Register</button></form></main></body></html>`;
}

function renderDone(login: string): string {
  return `${head('Registered')}<body><main><h1>Registered</h1>
<p>The account <code>${escapeHtml(login)}</code> can now sign in.</p></main></body></html>`;
}
