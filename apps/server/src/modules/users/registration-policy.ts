/**
 * Rules of self-registration (docs/decisions.md, "Accounts: registration, passwords, e-mail"): how long
 * a confirmation link and an unconfirmed account live, and the sign-up throttle.
 */

/** A confirmation link works this long after it was mailed. */
export const CONFIRMATION_HOURS = 24;
/** An unconfirmed registration is deleted this long after it was made. */
export const UNCONFIRMED_DAYS = 7;
/** At most one confirmation mail per account in this many minutes. */
export const RESEND_MINUTES = 1;

/** Sign-ups and resends from one client address, over every tenant, per window (a class behind one NAT). */
export const SIGN_UP_ADDRESS_LIMIT = 30;
/** Sign-ups and resends for one company, from every address, per window. */
export const SIGN_UP_COMPANY_LIMIT = 200;
export const SIGN_UP_WINDOW_MINUTES = 60;

const MINUTE = 60_000;

export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE);
export const confirmationExpiry = (now: Date) => new Date(now.getTime() + CONFIRMATION_HOURS * 60 * MINUTE);
/** Registrations made before this time have expired. */
export const unconfirmedCutoff = (now: Date) => new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 60 * MINUTE);
