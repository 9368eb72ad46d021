/** The demo accounts README.md promises; the demo data creates exactly these. */
export const demoAccounts = [
  { tenant: 'System', role: 'system admin', login: 'sysadmin@hondana.test', password: 'Hondana-Admin-2026' },
  {
    tenant: 'Demo Library',
    role: 'company admin',
    login: 'admin@demo.hondana.test',
    password: 'Demo-Admin-2026',
  },
  {
    tenant: 'Demo Library',
    role: 'service admin',
    login: 'service@demo.hondana.test',
    password: 'Demo-Service-2026',
  },
  {
    tenant: 'Demo Library',
    role: 'reader',
    login: 'reader@demo.hondana.test (reader01)',
    password: 'Demo-Reader-2026',
  },
  {
    tenant: 'Demo Library',
    role: 'suspended',
    login: 'stopped@demo.hondana.test',
    password: 'Demo-Stopped-2026',
  },
  {
    tenant: 'Open Shelf',
    role: 'company admin',
    login: 'admin@open.hondana.test',
    password: 'Open-Admin-2026',
  },
  {
    tenant: 'Campus',
    role: 'company admin',
    login: 'admin@campus.hondana.test',
    password: 'Campus-Admin-2026',
  },
  { tenant: 'Campus', role: 'student', login: 'student01', password: 'Campus-Student-2026' },
  {
    tenant: 'Books Domain',
    role: 'reader',
    login: 'reader@books.hondana.test',
    password: 'Books-Reader-2026',
  },
  {
    tenant: 'Books Domain',
    role: 'company admin',
    login: 'admin@books.hondana.test',
    password: 'Books-Admin-2026',
  },
  {
    tenant: 'Edu Campus',
    role: 'company admin',
    login: 'admin@edu.hondana.test',
    password: 'Edu-Admin-2026',
  },
] as const;

export function demoTenantUrls(publicUrl: string): { name: string; url: string }[] {
  const url = new URL(publicUrl);
  const booksUrl = new URL(publicUrl);
  booksUrl.hostname = 'books.localhost';
  return [
    { name: 'Demo Library', url: `${url.origin}/demo` },
    { name: 'Open Shelf', url: `${url.origin}/open` },
    { name: 'Campus', url: `${url.origin}/campus` },
    { name: 'Books Domain', url: booksUrl.origin },
    { name: 'Edu Campus', url: `${url.origin}/edu` },
  ];
}
