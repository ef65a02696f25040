interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}
type PasswordCredentialCtor = new (init: PasswordCredentialInit) => Credential;

/**
 * Asks the browser's password manager to keep the credentials, through the Credential Management
 * API where it exists (Chromium). The password itself is never written to our own storage.
 */
export async function offerToSaveCredentials(email: string, password: string, name?: string): Promise<void> {
  const Ctor = (window as unknown as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;
  if (!Ctor || !navigator.credentials?.store) return;
  try {
    await navigator.credentials.store(new Ctor({ id: email, password, ...(name ? { name } : {}) }));
  } catch {
    // the user declined, or the browser refused: nothing else to do
  }
}
