import crypto from 'node:crypto';

/** How long a place stays "known" after the last successful sign-in from it. */
export const KNOWN_SOURCE_DAYS = 90;

/**
 * The places a request comes from, as stored: an HMAC (keyed with the server secret) of its address
 * and, on a registered tablet, of the tablet's id. Addresses are not kept in clear.
 */
export function signInSources(secret: string, where: { ip: string | null; deviceId: string | null }): string[] {
  const mac = (value: string) => crypto.createHmac('sha256', secret).update(value).digest('base64url');
  return [...(where.ip ? [mac(`address:${where.ip}`)] : []), ...(where.deviceId ? [mac(`device:${where.deviceId}`)] : [])];
}
