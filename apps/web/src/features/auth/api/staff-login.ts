import type { TAccountInfo } from '@carehome/contracts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { session } from '../../../lib/session.ts';

/** POST auth/stafflogin {pincode} on a registered tablet. */
export async function staffLogin(pincode: string): Promise<TAccountInfo> {
  try {
    const account = await api<TAccountInfo>('auth/stafflogin', { body: { pincode }, authFailureIsAnswer: true });
    session.setAccount(account);
    return account;
  } catch (err) {
    // The tablet was unregistered elsewhere: forget its token (the hardware id stays, for recovery).
    if (err instanceof ApiError && err.code === 'auth.device_not_registered') session.clearDevice();
    throw err;
  }
}
