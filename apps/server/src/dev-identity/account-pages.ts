import type http from 'node:http';
import type { DevAccount } from './dev-accounts.ts';
import { escapeHtml, PAGE_STYLE } from './login-page.ts';

type PageHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  accounts: DevAccount[],
  redirectUris: readonly string[],
  readBody: (req: http.IncomingMessage) => Promise<string>,
) => Promise<void>;

/**
 * What a portal's link brings: `service_code`, shown as the real provider shows the service, and
 * `redirect_url`, kept only when it is one of the dev client's redirect URIs (the portals' login
 * pages), so these pages send nobody elsewhere.
 */
function linkOf(req: http.IncomingMessage, redirectUris: readonly string[]) {
  const query = new URL(req.url ?? '/', 'http://dev-identity').searchParams;
  const back = query.get('redirect_url');
  return {
    redirectUrl: back !== null && redirectUris.includes(back) ? back : null,
    serviceCode: query.get('service_code') ?? '',
  };
}

/** Back to the portal's login page, or a confirmation when the link named none of ours. */
function finish(res: http.ServerResponse, redirectUrl: string | null, done: string): void {
  if (redirectUrl) {
    res.writeHead(303, { location: redirectUrl }).end();
    return;
  }
  send(res, 201, done);
}

/**
 * The education-ID stand-in's registration page (the link in the portal's header): a new account with an id,
 * a name, an e-mail and a password, kept in this provider's memory, then back to the portal's login page.
 */
export const handleRegistration: PageHandler = async (req, res, accounts, redirectUris, readBody) => {
  const { redirectUrl, serviceCode } = linkOf(req, redirectUris);
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
  finish(res, redirectUrl, renderDone(`The account <code>${escapeHtml(login)}</code> can now sign in.`));
};

/**
 * The education-ID stand-in's my page (code 864: the portal sends a reader whose profile has no name):
 * the account signs in with its password and gives its name, then goes back to the portal's login page.
 */
export const handleMyPage: PageHandler = async (req, res, accounts, redirectUris, readBody) => {
  const { redirectUrl, serviceCode } = linkOf(req, redirectUris);
  if (req.method !== 'POST') {
    send(res, 200, renderMyPage(serviceCode, null));
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const account = accounts.find(
    (a) => a.login === form.get('login')?.trim() && a.password === form.get('password'),
  );
  const name = form.get('name')?.trim() ?? '';
  const problem = !account
    ? 'Unknown account or wrong password.'
    : !name || name.length > 100
      ? 'Give a name of at most 100 characters.'
      : null;
  if (problem || !account) {
    send(res, 400, renderMyPage(serviceCode, problem));
    return;
  }
  // A new object: the demo accounts' own objects are shared by every provider of the process.
  accounts[accounts.indexOf(account)] = { ...account, claims: { ...account.claims, name } };
  finish(
    res,
    redirectUrl,
    renderDone(`The profile of <code>${escapeHtml(account.login)}</code> is complete.`),
  );
};

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

function renderMyPage(serviceCode: string, problem: string | null): string {
  return `${head('Education ID my page (development stand-in)')}<body><main>
<h1>Education ID my page (development stand-in)</h1>
${serviceCode ? `<p>For the service <code>${escapeHtml(serviceCode)}</code>.</p>` : ''}
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post">
<label for="login">Account id</label><input id="login" name="login" autocomplete="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required>
<button type="submit">Save my profile</button></form></main></body></html>`;
}

/** `message` is HTML made by this file (values escaped). */
function renderDone(message: string): string {
  return `${head('Done')}<body><main><h1>Done</h1>
<p>${message}</p></main></body></html>`;
}
