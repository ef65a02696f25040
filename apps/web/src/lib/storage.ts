/** localStorage that never throws (private mode, quota, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage unavailable: the value lives for this page only
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
  /** Every key under PRIVATE_PREFIX: what a sign-out must not leave on the device. */
  clearPrivate(): void {
    try {
      for (const key of Object.keys(window.localStorage)) if (key.startsWith(PRIVATE_PREFIX)) window.localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing was kept
    }
  },
};

/**
 * Keys that hold a person's data (an unfinished resident arrival): cleared at every sign-out the user
 * asks for, on a personal computer and on a shared tablet alike.
 */
export const PRIVATE_PREFIX = 'carehome.private.';

export const KEYS = {
  account: 'carehome.account',
  device: 'carehome.device',
  hardwareId: 'carehome.hardwareId',
  language: 'carehome.language',
  saveCredentials: 'carehome.saveCredentials',
  returnTo: 'carehome.returnTo',
} as const;
