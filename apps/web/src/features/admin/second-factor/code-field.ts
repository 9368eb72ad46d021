/** What the code fields accept as typed: the digits of an authenticator code, spaces dropped. */
export const cleanTotpCode = (typed: string): string => typed.replace(/\s+/g, '');

/** Six digits, as the server takes them. */
export const isTotpCode = (typed: string): boolean => /^[0-9]{6}$/.test(cleanTotpCode(typed));

/** A recovery code as shown (`abcde-fghij`), any case, with or without the hyphen. */
export const isRecoveryCode = (typed: string): boolean =>
  /^[a-z2-7]{5}-?[a-z2-7]{5}$/.test(typed.trim().toLowerCase());
