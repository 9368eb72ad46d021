import { DEV_ACCOUNT_PASSWORD, devAccounts } from '../dev-identity/dev-accounts.ts';
import { demoOutboxEnabled } from '../modules/mail/routes.ts';
import type { Config } from '../platform/config.ts';
import { demoAccounts, demoTenantUrls } from './demo-accounts.ts';

/** What `npm start` prints once the server listens: where to go and who to log in as. */
export function printWelcome(config: Config, demo: { created: number } | undefined): void {
  const lines = [
    '',
    `Hondana is running at ${config.publicUrl}`,
    `  administration     ${adminUrl(config)}`,
    `  API documentation  ${config.publicUrl}/api/docs`,
    `  health             ${config.publicUrl}/api/health`,
  ];
  if (demoOutboxEnabled(config)) {
    lines.push(
      '',
      '!! DEMO MAILBOX ON: the mail of the demo tenants (reset and confirmation links included) is readable',
      `!! without login at ${config.publicUrl}/admin/dev/outbox?path=demo (mail to staff accounts is never`,
      `!! shown). It is served only because HOST=${config.host} is a loopback address and SMTP_URL is unset.`,
      '!! For anything but a local demo: DEMO_DATA=off, or set SMTP_URL.',
    );
  }
  if (demo) {
    if (demo.created > 0) lines.push('', `Demo data loaded: ${demo.created} demo tenant(s) created.`);
    lines.push('', 'Demo tenants:');
    for (const tenant of demoTenantUrls(config.publicUrl))
      lines.push(`  ${tenant.name.padEnd(14)} ${tenant.url}`);
    lines.push('', 'Demo accounts (login / password):');
    for (const account of demoAccounts) {
      lines.push(
        `  ${account.tenant.padEnd(14)} ${account.role.padEnd(14)} ${account.login.padEnd(36)} ${account.password}`,
      );
    }
    if (config.devIdentity) {
      lines.push(
        '',
        `At the bundled identity provider (password ${DEV_ACCOUNT_PASSWORD}): ${devAccounts.google[0]?.login} for Demo Library's`,
        `Google and Microsoft buttons; ${devAccounts.external_id
          .slice(0, 2)
          .map((account) => account.login)
          .join(', ')} for Edu Campus.`,
      );
    }
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

function adminUrl(config: Config): string {
  const admin = new URL('/admin', config.publicUrl);
  if (config.adminHost) admin.hostname = config.adminHost;
  return admin.href;
}
