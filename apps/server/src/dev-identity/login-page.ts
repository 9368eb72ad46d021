import type { IdentityProvider } from '@hondana/contract';
import type { DevAccount } from './dev-accounts.ts';

const titles: Record<IdentityProvider, string> = {
  google: 'Google (development stand-in)',
  microsoft: 'Microsoft (development stand-in)',
  external_id: 'Education ID (development stand-in)',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.4rem 0}input{padding:.5rem}button{padding:.6rem}.error{color:#b00020}';

/** A plain login form; it lists the demo accounts, since this provider exists only to try Hondana. */
export function renderLoginPage(
  provider: IdentityProvider,
  accounts: DevAccount[],
  uid: string,
  failed: boolean,
): string {
  const list = accounts
    .map(
      (a) =>
        `<li><code>${escapeHtml(a.login)}</code>${a.claims.name ? ` — ${escapeHtml(a.claims.name)}` : ''}</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${titles[provider]}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${PAGE_STYLE}</style>
</head><body><main><h1>${titles[provider]}</h1>
${failed ? '<p class="error" role="alert">Unknown account or wrong password.</p>' : ''}
<form method="post" action="${escapeHtml(uid)}">
<label for="login">Account</label><input id="login" name="login" autocomplete="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
<button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></form>
<p>Demo accounts (password <code>Dev-Identity-2026</code>):</p><ul>${list}</ul></main></body></html>`;
}
