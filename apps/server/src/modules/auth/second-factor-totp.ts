import { generateSecret, generateURI, verify } from 'otplib';
import qrcode from 'qrcode-generator';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is still taken (clock drift, typing time). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
/** Issuer shown in the authenticator app beside the account. */
export const TOTP_ISSUER = 'Hondana';

/** A new base32 secret of 160 bits (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app scans. */
export const otpauthUriOf = (secret: string, account: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: account, secret, period: TOTP_PERIOD_SECONDS, digits: 6 });

/**
 * The time step a code belongs to when it is right at `now` and later than `afterTimeStep` (the step of
 * the last accepted code), else null: a code is accepted once per step.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  now: Date,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    period: TOTP_PERIOD_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The QR code of `text` as a small SVG document (dark modules as one path, a quiet zone of 4). */
export function qrSvgOf(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const margin = 4;
  const size = count + margin * 2;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
