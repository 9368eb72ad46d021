/** The whole database schema (drizzle). One file per business area; see docs/data-model.md. */
export * from './account-security.ts';
export * from './activity.ts';
export * from './audit.ts';
export * from './communication.ts';
export * from './companies.ts';
export * from './contents.ts';
export * from './display-settings.ts';
export * from './identity.ts';
export * from './imports.ts';
export * from './payments.ts';
export * from './processing.ts';
export * from './search.ts';
export * from './second-factor.ts';
export * from './settings.ts';
export * from './share-links.ts';
export * from './subscriptions.ts';
export * from './users.ts';
