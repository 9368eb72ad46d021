export * from './branding-settings.ts';
export * from './company-public.ts';
export * from './content-groups.ts';
export * from './display-settings.ts';
export * from './tenant-query.ts';
export * from './terms.ts';
export * from './view-settings.ts';
