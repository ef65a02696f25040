import { siteToday } from '@carehome/domain';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { findSiteRow } from '../../platform/db/site-rows.ts';
import { notFound } from '../../platform/errors.ts';
import { type EventInput, fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';

// Daily briefings, acknowledgements and the staff dashboard. Who may edit which level and which briefings
// and acknowledgements concern a person are the domain's rules (packages/domain briefings); every operation
// starts from the site asked about, with its today, and records its event here.

/** A site of the organization the caller may see, with its today; another's is 404. */
export async function siteOf(tx: Executor, auth: TenantAuth, facilityId: string): Promise<{ id: string; today: string }> {
  assertSiteVisible(auth, facilityId);
  const site = await findSiteRow(tx, facilityId);
  if (!site) throw notFound();
  return { id: site.id, today: siteToday(site.timeZone) };
}

/** Records an event of the caller's organization from the request. */
export function event(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  e: { facilityId: string | null; type: EventInput['type']; subjectType: string; subjectId: string | null; data?: Record<string, unknown> },
) {
  return recordEvent(tx, { ...fromRequestIn(meta, auth), ...e });
}
