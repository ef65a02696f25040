import crypto from 'node:crypto';
import { generatePin, seesAllSitesOfOrganization } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { pinHmac } from '../../platform/auth/pin.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { consume, RULES } from '../../platform/auth/throttle.ts';
import { withTenant } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pinInUse } from './staff.repository.ts';

/**
 * PINs are unique per organization, so "This pin code is already used for another staff member." tells
 * whoever saves a PIN that a colleague has it (then one try on a tablet signs in as them). A save that
 * sets a PIN takes a place under RULES.pinProbe (10 an hour per person saving) and gives it back unless
 * the answer is that duplicate: ten duplicates, then 429. Taken before the save, so concurrent saves
 * cannot get more answers than that.
 */
export async function limitPinProbes<T>(
  ctx: AppContext,
  auth: TenantAuth,
  pinCode: string | null | undefined,
  save: () => Promise<T>,
): Promise<T> {
  if (!pinCode?.trim()) return save();
  const probe = await consume(ctx.database.db, RULES.pinProbe, auth.subjectId);
  try {
    const saved = await save();
    await probe.release();
    return saved;
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'duplicate.pin')) await probe.release();
    throw err;
  }
}

/**
 * POST /staff/generatepin: a random six-digit PIN that no staff member of the organization has
 * (checked by its HMAC), so managers do not have to guess free PINs. 30 an hour per person.
 */
export async function generateUnusedPin(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<string> {
  if (!seesAllSitesOfOrganization(auth.role) && facilityId !== auth.facilityId) throw notFound();
  await consume(ctx.database.db, RULES.pinGenerate, auth.subjectId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSite(tx, facilityId))) throw notFound();
    // A million six-digit PINs against an organization's few hundred: the first draw is almost always free.
    for (let i = 0; i < 20; i++) {
      const pin = generatePin(crypto.randomInt);
      if (!(await pinInUse(tx, pinHmac(ctx.secrets.pinPepper, auth.tenantId, pin)))) return pin;
    }
    throw new AppError(503, 'server.temporary');
  });
}
