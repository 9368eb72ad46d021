import type { AuthUser, Language } from '@hondana/contract';
import { create } from 'zustand';
import type { CookieScope } from './session-cookie.ts';

/** Who is signed in (GET /auth/info): the session user. */
export type SessionUser = AuthUser;

/**
 * Which site the session belongs to: a tenant's portal (cookie named by its domain or path) or the
 * administration site (its own cookie, see `ADMIN_COOKIE_SCOPE`).
 */
export interface SessionScope {
  site: 'tenant' | 'admin';
  cookie: CookieScope;
  /** Key of the per-tenant local items (language, return route): the tenant's path, or 'admin'. */
  tenantKey: string;
  /** Language the site falls back to after logout. */
  defaultLanguage: Language;
  /** Tenant hint sent with logins and forgot-password (tenant site only). */
  hint?: { domain: string; path: string };
  /** The company signs visitors in by their network address on a first visit (tenant site only). */
  autoIpLogin?: boolean;
  /** The company lets the mobile app open the portal signed in (`?UserID=`, tenant site only). */
  webMobile?: boolean;
}

/** Where the session wants the router to go next; `external` leaves the router (the admin login). */
export interface SessionRedirect {
  to: string;
  external?: boolean;
}

export type PendingAction = () => unknown;

export interface SessionState {
  scope: SessionScope | null;
  /** The automatic IP login of this binding was tried (once per page load, ip-login.ts). */
  ipLoginTried: boolean;
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** A cookie was found and GET /auth/info has not answered yet: a spinner covers the page. */
  isSessionValidating: boolean;
  /** A login request is in flight. */
  isLoading: boolean;
  /** What the user was doing when the login was asked for; replayed after login success. */
  pendingAction: PendingAction | null;
  /** The login was asked for because the session ended (reauthorize), not by the user. */
  reauthorizing: boolean;
  loginModalOpen: boolean;
  /** How many login modals are mounted: with none the reauthorize goes to the login page. */
  loginModalHosts: number;
  /** Current route relative to the router's basename, kept by SessionRoot for reauthorize. */
  currentRoute: string;
  redirect: SessionRedirect | null;

  /** The login dialog of the header; `pending` runs after a successful login (e.g. "view this book"). */
  openLoginModal(pending?: PendingAction): void;
  closeLoginModal(): void;
}

export const initialSessionState = {
  scope: null,
  ipLoginTried: false,
  token: null,
  user: null,
  isAuthenticated: false,
  isSessionValidating: false,
  isLoading: false,
  pendingAction: null,
  reauthorizing: false,
  loginModalOpen: false,
  loginModalHosts: 0,
  currentRoute: '/',
  redirect: null,
} satisfies Partial<SessionState>;

export const useSession = create<SessionState>((set) => ({
  ...initialSessionState,
  openLoginModal: (pending) =>
    set((s) => ({ loginModalOpen: true, pendingAction: pending ?? s.pendingAction })),
  closeLoginModal: () => set({ loginModalOpen: false, reauthorizing: false, pendingAction: null }),
}));
