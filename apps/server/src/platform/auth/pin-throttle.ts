import type { Db, Executor } from '../db/database.ts';
import { deleteFailures, insertFailures, lockThrottleKeys, secondsUntilFree, sitePinWaits } from './throttle.repository.ts';
import { type ReserveResult, RULES } from './throttle.ts';

export interface PinTablet {
  id: string;
  tenantId: string;
  facilityId: string;
}

/**
 * Takes a place for one PIN attempt on a tablet, or refuses it. Two limits, so that a stranger at one
 * tablet cannot stop sign-in at the others:
 * - the tablet's own (`device`, 10 wrong PINs in 15 minutes);
 * - the site's (`pin-site`, 30 wrong PINs in 15 minutes over all its tablets), which refuses only the
 *   tablets that failed themselves in the window. A tablet without a wrong PIN still evaluates a PIN
 *   while the site is over its budget; one wrong PIN there and it is refused too. Refused attempts take
 *   no place, so the tablets that filled the budget cannot keep it full: it empties within 15 minutes
 *   unless wrong PINs keep coming from tablets that had none, one each.
 * Site rows are keyed by site and tablet so the second rule can tell them apart; both rules count under
 * advisory locks on the tablet and the site, like `reserve` (atomic across requests and app copies).
 */
export async function reservePinAttempt(db: Db, tablet: PinTablet): Promise<ReserveResult> {
  const site = `${tablet.tenantId}|${tablet.facilityId}`;
  const siteKey = `${site}|${tablet.id}`;
  const { pinDevice, pinSite } = RULES;
  const ids = await db.transaction(async (tx) => {
    await lockThrottleKeys(tx, [`${pinDevice.scope}|${tablet.id}`, `${pinSite.scope}|${site}`]);
    const own = await secondsUntilFree(tx, pinDevice, tablet.id);
    if (own > 0) return { rule: pinDevice, retryAfterSeconds: own };
    const siteWait = await siteLockFor(tx, site, tablet.id);
    if (siteWait > 0) return { rule: pinSite, retryAfterSeconds: siteWait };
    return insertFailures(tx, [
      { scope: pinDevice.scope, key: tablet.id },
      { scope: pinSite.scope, key: siteKey },
    ]);
  });
  if (!Array.isArray(ids)) return { ok: false, ...ids };
  return {
    ok: true,
    release: () => deleteFailures(db, ids),
  };
}

/**
 * Seconds this tablet must wait under the site's budget: 0 while the site has fewer than `max` wrong
 * PINs in the window, or when this tablet has none of them; else until the site is under budget or
 * this tablet's own last wrong PIN leaves the window, whichever comes first.
 */
async function siteLockFor(tx: Executor, site: string, tabletId: string): Promise<number> {
  const row = await sitePinWaits(tx, RULES.pinSite, site, tabletId);
  if (!row || row.n < RULES.pinSite.max || row.ownWait === null || row.siteWait === null) return 0;
  return Math.max(1, Math.min(row.siteWait, row.ownWait));
}
