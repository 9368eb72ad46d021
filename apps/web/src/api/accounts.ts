import { type CallInput, callApi, type JsonRouteName, type TenantHint } from './client.ts';

/**
 * The accounts calls (auth and user), by their name in the contract's route table: paths,
 * tokens, tenant hints and answer checks are the client's business (client.ts). Inputs are typed by
 * the route's schemas, so a form sends exactly what the server validates.
 */

type Body<N extends JsonRouteName> = NonNullable<CallInput<N>['body']>;
type QueryOf<N extends JsonRouteName> = NonNullable<CallInput<N>['query']>;

export const login = (body: Body<'login'>) => callApi('login', { body });

export const adminLogin = (body: Body<'adminLogin'>) => callApi('adminLogin', { body });

/** The login page's "login by IP" button: the server reads the connection's address. */
export const ipAddressLogin = (body: Body<'ipAddressLogin'>) => callApi('ipAddressLogin', { body });

/** The automatic IP login of a first visit without a session. */
export const ipAddressAutoLogin = (body: Body<'ipAddressAutoLogin'>) =>
  callApi('ipAddressAutoLogin', { body });

/**
 * The token's user: `token` is the one being checked, which the store may not hold yet. `hint` stands
 * in for the page's tenant before the portal has bound its session (the boot's check, session-boot.ts).
 */
export const authInfo = (token: string, servicePath?: string, hint?: TenantHint) =>
  callApi('authInfo', { query: { servicePath } }, { token, ...(hint ? { hint } : {}) });

/** Ends the token's own session, whatever portal it belongs to (so no tenant hint). */
export const logout = (token: string) => callApi('logout', {}, { token, hint: null });

export const signUp = (body: Body<'signUp'>) => callApi('signUp', { body });

export const forgotPassword = (query: QueryOf<'forgotPassword'>) => callApi('forgotPassword', { query });

export const resetPassword = (token: string, body: Body<'resetPassword'>, hint?: TenantHint) =>
  callApi('resetPassword', { params: { token }, query: hint, body });

/** Whether the reset link still works, without using it (the reset page asks when it opens). */
export const checkResetToken = (token: string, hint?: TenantHint) =>
  callApi('checkResetToken', { params: { token }, query: hint });

/** The link of the registration mail: the account may log in from then on. */
export const confirmRegistration = (token: string, hint?: TenantHint) =>
  callApi('confirmRegistration', { params: { token }, query: hint });

/** A new registration link (the same answer whether a registration is waiting or not). */
export const resendConfirmation = (query: QueryOf<'resendConfirmation'>) =>
  callApi('resendConfirmation', { query });

/** The link mailed when an account is locked: lifts that lock (no tenant, no session needed). */
export const unlockAccount = (token: string) => callApi('unlockAccount', { params: { token } });

/** The administration site's forgot password (staff accounts, no tenant). */
export const adminForgotPassword = (email: string) => callApi('adminForgotPassword', { query: { email } });

export const adminCheckResetToken = (token: string) => callApi('adminCheckResetToken', { params: { token } });

export const adminResetPassword = (token: string, body: Body<'adminResetPassword'>) =>
  callApi('adminResetPassword', { params: { token }, body });

export const confirmEmail = (token: string, hint?: TenantHint) =>
  callApi('confirmEmail', { params: { token }, query: hint });

/** The link mailed to the old address after an e-mail change: puts it back, every session ends. */
export const undoEmailChange = (token: string, hint?: TenantHint) =>
  callApi('undoEmailChange', { params: { token }, query: hint });

export const userDetail = (id: number) => callApi('userDetail', { params: { id } });

export const updateUser = (id: number, body: Body<'updateUser'>) =>
  callApi('updateUser', { params: { id }, body });

export const changePassword = (body: Body<'changePassword'>) => callApi('changePassword', { body });

export const changeEmail = (id: number, body: Body<'changeEmail'>) =>
  callApi('changeEmail', { params: { id }, body });

export const cancelUser = (id: number) => callApi('cancelUser', { params: { id } });

/** The development outbox of one tenant, public only on a local demo server (404 elsewhere). */
export const demoOutboxPage = (page: number, size: number, hint: TenantHint) =>
  callApi('demoOutboxPage', { query: { page, size, ...hint } });
