import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Who a viewer token opens the content for. */
export const ViewerSubject = { VISITOR: 0, READER: 1, SHARE_LINK: 2 } as const;
export type ViewerSubject = (typeof ViewerSubject)[keyof typeof ViewerSubject];

/** What a viewer token carries; nothing else is needed to serve its bytes. */
export interface ViewerGrant {
  companyId: number;
  serviceId: number;
  contentId: number;
  /** The content file (version) the token opens: a replaced file ends the token. */
  fileId: number;
  subject: ViewerSubject;
  /** The reader's session id (the token dies with it), the share link's id, or 0 for a visitor. */
  subjectId: number;
  issuedAt: Date;
  expiresAt: Date;
}

/** 2: a reader's token names its session, no longer its user (format 1 tokens are refused). */
const FORMAT = 2;
const ID_BYTES = 6;
const PAYLOAD_BYTES = 2 + 5 * ID_BYTES + 2 * 4;
const MAC_BYTES = 32;
const subjects = new Set<number>(Object.values(ViewerSubject));

/** The HMAC key of viewer tokens, derived from the master key (HKDF-SHA256 with its own label). */
export const viewerTokenKeyOf = (masterKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'hondana viewer token v1', 32));

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A stateless token: 40 bytes of grant then their HMAC-SHA256, URL-safe base64 (96 characters).
 * Ids take 6 bytes each (below 2^48, far beyond any id here); times are whole seconds. Keep it under
 * 100 characters: Fastify refuses longer path parameters (maxParamLength) in `/viewer-files/{token}`.
 */
export function signViewerToken(key: Buffer, grant: ViewerGrant): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(FORMAT, 0);
  payload.writeUInt8(grant.subject, 1);
  [grant.companyId, grant.serviceId, grant.contentId, grant.fileId, grant.subjectId].forEach((value, i) => {
    payload.writeUIntBE(value, 2 + i * ID_BYTES, ID_BYTES);
  });
  payload.writeUInt32BE(seconds(grant.issuedAt), 2 + 5 * ID_BYTES);
  payload.writeUInt32BE(seconds(grant.expiresAt), 2 + 5 * ID_BYTES + 4);
  const mac = createHmac('sha256', key).update(payload).digest();
  return Buffer.concat([payload, mac]).toString('base64url');
}

/** The grant of a genuine token (expired or not), or undefined for anything this server did not sign. */
export function readViewerToken(key: Buffer, token: string): ViewerGrant | undefined {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return undefined;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  const expected = createHmac('sha256', key).update(payload).digest();
  if (!timingSafeEqual(expected, bytes.subarray(PAYLOAD_BYTES))) return undefined;
  const subject = payload.readUInt8(1);
  if (payload.readUInt8(0) !== FORMAT || !subjects.has(subject)) return undefined;
  const [companyId, serviceId, contentId, fileId, subjectId] = [0, 1, 2, 3, 4].map((i) =>
    payload.readUIntBE(2 + i * ID_BYTES, ID_BYTES),
  ) as [number, number, number, number, number];
  return {
    companyId,
    serviceId,
    contentId,
    fileId,
    subject: subject as ViewerSubject,
    subjectId,
    issuedAt: new Date(payload.readUInt32BE(2 + 5 * ID_BYTES) * 1000),
    expiresAt: new Date(payload.readUInt32BE(2 + 5 * ID_BYTES + 4) * 1000),
  };
}
