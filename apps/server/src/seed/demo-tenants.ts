import { booksDomain } from './demo-tenants/books-domain.ts';
import { campus } from './demo-tenants/campus.ts';
import { demoLibrary } from './demo-tenants/demo-library.ts';
import { eduCampus } from './demo-tenants/edu-campus.ts';
import { openShelf } from './demo-tenants/open-shelf.ts';

/** The demo tenants of README.md, one file each under demo-tenants/. */
export const demoTenants = [demoLibrary, openShelf, campus, booksDomain, eduCampus];

export const systemAdmin = {
  email: 'sysadmin@hondana.test',
  fullName: 'System Admin',
  password: 'Hondana-Admin-2026',
};
