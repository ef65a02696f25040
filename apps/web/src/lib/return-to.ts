import { KEYS } from './storage.ts';

/**
 * The private location a signed-out user asked for, restored once they have signed in. Kept in
 * sessionStorage too, so it survives the reload of a PIN screen or a password-manager autofill.
 */
export function rememberReturnTo(path: string): void {
  try {
    window.sessionStorage.setItem(KEYS.returnTo, path);
  } catch {
    // not kept across reloads
  }
}

export function takeReturnTo(statePath: string | undefined): string | undefined {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(KEYS.returnTo);
    window.sessionStorage.removeItem(KEYS.returnTo);
  } catch {
    // nothing stored
  }
  const path = statePath ?? stored ?? undefined;
  // Only same-app paths: never an absolute URL from somewhere else.
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
