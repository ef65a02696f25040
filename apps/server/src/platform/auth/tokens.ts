import crypto from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** SHA-256 of a token; tokens have 256 bits of entropy, so a fast hash is the right tool. */
export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token, 'utf8').digest();
}

/** Reads `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,256})\s*$/i.exec(header);
  return match?.[1];
}
