import crypto from 'node:crypto';

/**
 * PINs are short, so a slow hash would not protect them and would make them unsearchable. We keep an
 * HMAC keyed with a server secret (APP_SECRET, or a secret generated in the database), which allows a
 * unique index per organization and a direct lookup at sign-in, and never stores the PIN itself.
 */
export function pinHmac(secret: string, tenantId: string, pin: string): string {
  return crypto.createHmac('sha256', secret).update(`${tenantId}:${pin.trim()}`).digest('base64url');
}
