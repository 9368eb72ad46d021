import { sha256Hex } from '../../../session/password-hash.ts';

/** RFC 7636 §4.1: 32 random bytes, base64url, 43 characters. */
export function newCodeVerifier(): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * The S256 challenge of a verifier: base64url(SHA-256(verifier)). Web Crypto where the page is a secure
 * context, else the small SHA-256 of the password hash (plain-http LAN portals), as the login does.
 */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const bytes = new TextEncoder().encode(verifier);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return base64url(new Uint8Array(await subtle.digest('SHA-256', bytes)));
  const hex = sha256Hex(bytes);
  return base64url(Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)));
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
