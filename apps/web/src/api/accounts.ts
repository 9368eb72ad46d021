import {
  type AdminLoginRequest,
  acceptedSchema,
  authUserSchema,
  confirmEmailResultSchema,
  type LoginRequest,
  loginResponseSchema,
  outboxMessageSchema,
  pageSchema,
  type SignUpRequest,
  userDetailSchema,
} from '@hondana/contract';
import { z } from 'zod';
import { useSession } from '../session/session-store.ts';
import { apiRequest, type RequestOptions } from './client.ts';

/**
 * The accounts calls of seed 001 (auth and user), typed by packages/contract. Calls that need a
 * session read the token when they run, so a call replayed after a new login sends the new token.
 */

const currentToken = () => useSession.getState().token ?? undefined;

/** An answer whose body the client does not use. */
const anything = z.unknown();

function authed<S extends z.ZodType>(path: string, options: RequestOptions<S>) {
  return apiRequest(path, { ...options, token: options.token ?? currentToken() });
}

export const login = (body: LoginRequest) =>
  apiRequest('/auth/login', { method: 'POST', body, schema: loginResponseSchema });

export const adminLogin = (body: AdminLoginRequest) =>
  apiRequest('/auth/admin-login', { method: 'POST', body, schema: loginResponseSchema });

export const authInfo = (token: string, servicePath?: string) =>
  apiRequest('/auth/info', { token, query: { servicePath }, schema: authUserSchema });

export const logout = (token: string) => apiRequest('/auth/logout', { token, schema: anything });

export const signUp = (body: SignUpRequest) =>
  apiRequest('/auth/sign-up', { method: 'POST', body, schema: authUserSchema });

export const forgotPassword = (query: {
  email: string;
  domain: string;
  service_path: string;
  login_type: number;
}) => apiRequest('/auth/forgot-password', { method: 'PUT', query, schema: acceptedSchema });

/** The tenant the page belongs to, for the calls that name it in the query. */
export interface TenantHint {
  domain: string;
  path: string;
}

export const resetPassword = (
  token: string,
  body: { new_password: string; confirm_password: string },
  hint: TenantHint,
) =>
  apiRequest(`/user/reset-password/${encodeURIComponent(token)}`, {
    method: 'PUT',
    query: { ...hint },
    body,
    schema: anything,
  });

export const confirmEmail = (token: string, hint: TenantHint) =>
  authed(`/user/confirm-email/${encodeURIComponent(token)}`, {
    method: 'PUT',
    query: { ...hint },
    schema: confirmEmailResultSchema,
  });

export const userDetail = (id: number) => authed(`/user/detail/${id}`, { schema: userDetailSchema });

export const updateUser = (
  id: number,
  body: { full_name: string; lang: string; is_subscribe_mail: boolean; is_receive_notify: boolean },
) => authed(`/user/update/${id}`, { method: 'PUT', body, schema: anything });

export const changePassword = (body: {
  user_id: number;
  old_pass: string;
  new_pass: string;
  confirm_pass: string;
}) => authed('/user/change-password', { method: 'PUT', body, schema: anything });

export const changeEmail = (id: number, newEmail: string) =>
  authed(`/user/change-email/${id}`, { method: 'PUT', body: { new_email: newEmail }, schema: anything });

export const cancelUser = (id: number) =>
  authed(`/user/cancel/${id}`, { method: 'DELETE', schema: anything });

export const outboxPageSchema = pageSchema(outboxMessageSchema);

/** The development outbox of one tenant, public only on a local demo server (404 elsewhere). */
export const demoOutboxPage = (page: number, size: number, hint: { domain: string; path?: string }) =>
  apiRequest('/public/demo-outbox/page', { query: { page, size, ...hint }, schema: outboxPageSchema });
