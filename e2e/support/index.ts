export {
  accountMenu,
  confirmRegistrationFromOutbox,
  loginThroughPage,
  logoutThroughMenu,
  registerDemoReader,
  submitLogin,
} from './accounts.ts';
export { type AxeOptions, expectNoAxeViolations } from './axe.ts';
export {
  browser,
  DESKTOP,
  MOBILE,
  type OpenPageOptions,
  openPage,
  type PageProblems,
  watchProblems,
} from './browser.ts';
export {
  COMPANY_ADMIN,
  CONSOLE_TOKEN_COOKIE,
  CONSOLE_WIDTHS,
  consoleMenu,
  consoleToken,
  drawnWidth,
  expectCleanScreen,
  openConsolePage,
  SERVICE_ADMIN,
  SYSTEM_ADMIN,
  signInToConsole,
} from './console.ts';
export {
  apiInPage,
  cookieToken,
  DEMO_READER,
  type DemoBook,
  loginDemoReader,
  PROCESSING_BOUND_MS,
  waitForDemoBooks,
} from './demo-books.ts';
export {
  atProvider,
  backOnPortal,
  DEV_PASSWORD,
  finishFederatedLogin,
  loginEduStudent,
  signInAtProvider,
} from './federated.ts';
export { portalMailLink, staffMailLink } from './outbox.ts';
export { holdTokenCookie, pathOf, rootVariable, waitForPortal } from './portal.ts';
export { type CsvRecord, downloadOf, readCsv, writeCsv } from './reader-csv.ts';
export { SCREENSHOT_DIR, screenshot } from './screenshot.ts';
export { baseUrl, type DemoTenant, tenantUrl } from './tenants.ts';
