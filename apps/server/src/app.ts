import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import {
  accountRoutes,
  adminAccountRoutes,
  adminSearchRoutes,
  auditRoutes,
  authRoutes,
  cardPaymentRoutes,
  catalogueRoutes,
  companyAdminRoutes,
  companyRoutes,
  companySettingRoutes,
  contentCsvRoutes,
  contentGroupRoutes,
  contentRoutes,
  couponRoutes,
  discountOrdinalRoutes,
  federatedLoginRoutes,
  fullTextSearchRoutes,
  healthRoutes,
  ipLoginRoutes,
  jobRoutes,
  mailRoutes,
  memberIdPaymentRoutes,
  parameterSearchRoutes,
  paymentSettingsRoutes,
  portalDirectoryRoutes,
  publicAssetRoutes,
  readerAdminRoutes,
  readerImportRoutes,
  searchSettingsRoutes,
  secondFactorRoutes,
  serviceRoutes,
  sortFieldRoutes,
  staffRoutes,
  subscriptionPlanRoutes,
  subscriptionRoutes,
  termsRoutes,
  transactionRoutes,
  userGroupRoutes,
  userRoutes,
  viewerRoutes,
  viewSettingsRoutes,
} from '@hondana/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DevIdentityProvider } from './dev-identity/dev-identity-provider.ts';
import { openJobQueue } from './job-registry.ts';
import { adminSearchHandlers } from './modules/admin-search/routes.ts';
import { auditHandlers } from './modules/audit/routes.ts';
import { authHandlers } from './modules/auth/routes.ts';
import { secondFactorHandlers } from './modules/auth/second-factor-routes.ts';
import { viewSettingsHandlers } from './modules/branding/routes.ts';
import { catalogueHandlers } from './modules/catalogue/routes.ts';
import { companyAdminHandlers, serviceHandlers } from './modules/companies/routes.ts';
import { companyHandlers, companySettingHandlers } from './modules/company/routes.ts';
import { contentCsvHandlers } from './modules/content/csv/routes.ts';
import { contentHandlers } from './modules/content/routes.ts';
import { contentGroupHandlers } from './modules/content-groups/routes.ts';
import { couponHandlers } from './modules/coupons/routes.ts';
import { discountOrdinalHandlers } from './modules/discount-ordinals/routes.ts';
import { federatedLoginHandlers } from './modules/federated-login/routes.ts';
import { healthHandlers } from './modules/health/routes.ts';
import { ipLoginHandlers } from './modules/ip-login/routes.ts';
import { jobHandlers } from './modules/jobs/routes.ts';
import { mailHandlers } from './modules/mail/routes.ts';
import { cardPaymentHandlers } from './modules/orders/routes.ts';
import { paymentSettingsHandlers } from './modules/payment-settings/routes.ts';
import { memberIdPaymentHandlers } from './modules/payments/member-id/routes.ts';
import { portalDirectoryHandlers } from './modules/portals/routes.ts';
import { publicAssetHandlers } from './modules/public-assets/routes.ts';
import { readerImportHandlers } from './modules/reader-import/routes.ts';
import { fullTextSearchHandlers } from './modules/search/full-text-search-routes.ts';
import { parameterSearchHandlers } from './modules/search/parameter-search-routes.ts';
import { searchSettingsHandlers } from './modules/search-settings/routes.ts';
import { sortFieldHandlers } from './modules/sort-fields/routes.ts';
import { subscriptionPlanHandlers } from './modules/subscription-plans/routes.ts';
import { subscriptionHandlers } from './modules/subscriptions/routes.ts';
import { termsHandlers } from './modules/terms/routes.ts';
import { transactionHandlers } from './modules/transactions/routes.ts';
import { userGroupHandlers } from './modules/user-groups/routes.ts';
import { accountHandlers, adminAccountHandlers } from './modules/users/account-routes.ts';
import { readerAdminHandlers } from './modules/users/reader-admin-routes.ts';
import { staffHandlers } from './modules/users/staff-routes.ts';
import { userHandlers } from './modules/users/user-routes.ts';
import { viewerHandlers } from './modules/viewer/routes.ts';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/database/connection.ts';
import { cardPageSources } from './platform/http/card-page-policy.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { requestIdFor } from './platform/http/request-id.ts';
import { loggerOptions, oneLineLogController, withLogRedaction } from './platform/http/request-log.ts';
import { serveRoutes } from './platform/http/route-kit.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { serializerCompiler } from './platform/http/serializer.ts';
import { textGuardedValidatorCompiler } from './platform/http/validator.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { connectionStringOf } from './platform/jobs/connection-string.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Storage } from './platform/storage/storage.ts';
import { registerTenantCache } from './platform/tenancy/tenant-cache-plugin.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  storage: Storage;
  /**
   * Outgoing mail (main.ts creates it from the config). When absent, the app makes one from the config
   * itself: SMTP with SMTP_URL, else the dev outbox.
   */
  mailer?: Mailer;
  /**
   * Where the app queues background work (main.ts opens it). When absent, the app opens one on its
   * database itself, sending only (no worker), and closes it with the app.
   */
  jobs?: JobQueue;
  /**
   * The key that wraps every content key (platform/crypto/master-key.ts: MASTER_KEY, or the key file of
   * the data folder); main.ts loads it. When absent (tests), MASTER_KEY or a key for this process only.
   */
  masterKey?: Buffer;
  /** The development identity provider, when it runs (main.ts outside production, tests). */
  devIdentity?: DevIdentityProvider;
  /** Injectable time (lockout, expiry); the system clock when absent. */
  clock?: Clock;
  /** pino options, or false to stay quiet (tests). */
  logger?: boolean | Record<string, unknown>;
  webDistDir?: string;
}

export type App = FastifyInstance;

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies & { mailer: Mailer; jobs: JobQueue; masterKey: Buffer };
  }
}

/** A hop count becomes "trust the nearest n proxies". */
const trustProxyOption = (value: Config['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

export async function buildApp(deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: withLogRedaction(deps.logger ?? loggerOptions(deps.config.logLevel)),
    logController: oneLineLogController(),
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(textGuardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mailer =
    deps.mailer ??
    createMailer(deps.db, deps.config, {
      info: (message) => app.log.info(message),
      error: (message) => app.log.error(message),
    });
  if (!deps.mailer) app.addHook('onClose', () => mailer.close());
  const jobs =
    deps.jobs ??
    (await openJobQueue(connectionStringOf(deps.db), { runsWorker: false, instanceName: 'app' }));
  if (!deps.jobs) app.addHook('onClose', () => jobs.close());
  const masterKey =
    deps.masterKey ?? (deps.config.masterKey ? Buffer.from(deps.config.masterKey, 'hex') : randomBytes(32));
  app.decorate('deps', { ...deps, mailer, jobs, masterKey });
  await registerTenantCache(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerOpenApi(app, deps.config.publicUrl);
  registerSecurityHeaders(app, {
    https: deps.config.publicUrl.startsWith('https://'),
    cardGateways: cardPageSources(deps.config),
  });

  // Uploads are streamed part by part (platform/http/upload-parts.ts), never buffered whole. Two files:
  // the JSON part may come as a file (a Blob of type application/json) before the document.
  await app.register(fastifyMultipart, {
    limits: { fileSize: deps.config.maxUploadBytes, files: 2, fields: 4, parts: 6, fieldSize: 256 * 1024 },
  });
  app.decorate('servedRoutes', new Set<string>());
  app.decorateRequest('access', null);
  serveRoutes(app, healthRoutes, healthHandlers(app));
  serveRoutes(app, companyRoutes, companyHandlers(app));
  serveRoutes(app, companySettingRoutes, companySettingHandlers(app));
  serveRoutes(app, companyAdminRoutes, companyAdminHandlers(app));
  serveRoutes(app, serviceRoutes, serviceHandlers(app));
  serveRoutes(app, viewSettingsRoutes, viewSettingsHandlers(app));
  serveRoutes(app, termsRoutes, termsHandlers(app));
  serveRoutes(app, contentGroupRoutes, contentGroupHandlers(app));
  serveRoutes(app, sortFieldRoutes, sortFieldHandlers(app));
  serveRoutes(app, catalogueRoutes, catalogueHandlers(app));
  serveRoutes(app, parameterSearchRoutes, parameterSearchHandlers(app));
  serveRoutes(app, fullTextSearchRoutes, fullTextSearchHandlers(app));
  serveRoutes(app, searchSettingsRoutes, searchSettingsHandlers(app));
  serveRoutes(app, contentRoutes, contentHandlers(app));
  serveRoutes(app, contentCsvRoutes, contentCsvHandlers(app));
  serveRoutes(app, viewerRoutes, viewerHandlers(app));
  serveRoutes(app, authRoutes, authHandlers(app));
  serveRoutes(app, secondFactorRoutes, secondFactorHandlers(app));
  serveRoutes(app, federatedLoginRoutes, federatedLoginHandlers(app));
  serveRoutes(app, ipLoginRoutes, ipLoginHandlers(app));
  serveRoutes(app, accountRoutes, accountHandlers(app));
  serveRoutes(app, adminAccountRoutes, adminAccountHandlers(app));
  serveRoutes(app, userRoutes, userHandlers(app));
  serveRoutes(app, userGroupRoutes, userGroupHandlers(app));
  serveRoutes(app, readerAdminRoutes, readerAdminHandlers(app));
  serveRoutes(app, staffRoutes, staffHandlers(app));
  serveRoutes(app, readerImportRoutes, readerImportHandlers(app));
  serveRoutes(app, publicAssetRoutes, publicAssetHandlers(app));
  serveRoutes(app, mailRoutes, mailHandlers(app));
  serveRoutes(app, jobRoutes, jobHandlers(app));
  serveRoutes(app, auditRoutes, auditHandlers(app));
  serveRoutes(app, adminSearchRoutes, adminSearchHandlers(app));
  serveRoutes(app, portalDirectoryRoutes, portalDirectoryHandlers(app));
  serveRoutes(app, subscriptionRoutes, subscriptionHandlers(app));
  serveRoutes(app, cardPaymentRoutes, cardPaymentHandlers(app));
  serveRoutes(app, memberIdPaymentRoutes, memberIdPaymentHandlers(app));
  serveRoutes(app, transactionRoutes, transactionHandlers(app));
  serveRoutes(app, subscriptionPlanRoutes, subscriptionPlanHandlers(app));
  serveRoutes(app, couponRoutes, couponHandlers(app));
  serveRoutes(app, discountOrdinalRoutes, discountOrdinalHandlers(app));
  serveRoutes(app, paymentSettingsRoutes, paymentSettingsHandlers(app));
  await registerWebApp(app, deps.webDistDir ?? defaultWebDist);
  return app;
}
