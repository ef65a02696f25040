import type { TBriefingReport } from '@carehome/contracts';
import { acknowledgementsFor, asksReader, briefingsFor } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { listAreas } from '../sites/index.ts';
import { listStaffAcknowledgements } from './acknowledgements.repository.ts';
import { allAcknowledgements, pendingOf } from './acknowledgements.ts';
import { siteOf } from './briefing-site.ts';
import { deviceNames, listBriefings, listChecks, listSiteStaff } from './briefings.repository.ts';

/** Who acknowledged what and when (and on which tablet), who has not, and how many briefing items each ticked on the day. */
export async function getBriefingReport(
  ctx: AppContext,
  auth: TenantAuth,
  query: { facilityId: string; date: string },
): Promise<TBriefingReport> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await siteOf(tx, auth, query.facilityId);
    const acks = acknowledgementsFor(await allAcknowledgements(tx, query.facilityId), query.facilityId, query.date);
    const staff = await listSiteStaff(tx, query.facilityId);
    const areas = new Map((await listAreas(tx, query.facilityId)).map((a) => [a.id, a]));
    const given = await listStaffAcknowledgements(
      tx,
      staff.map((s) => s.id),
    );
    const names = await deviceNames(tx, auth.tenantId, [...new Set(given.flatMap((g) => (g.deviceId ? [g.deviceId] : [])))]);
    const briefings = await listBriefings(tx, query.facilityId);
    const checks = await listChecks(tx, query.facilityId, query.date);
    return {
      date: query.date,
      acknowledgements: acks.map(pendingOf),
      rows: staff.map((s) => {
        const mine = briefingsFor(briefings, { facilityId: query.facilityId, position: s.position });
        const items = new Set(mine.flatMap((b) => b.items.map((i) => `${b.id}|${i.id}`)));
        const ticked = checks.filter((c) => c.staffMemberId === s.id && items.has(`${c.briefingId}|${c.itemId}`));
        const last = ticked.reduce<Date | null>((m, c) => (m && m > c.checkedAt ? m : c.checkedAt), null);
        return {
          staffMemberId: s.id,
          name: `${s.firstName} ${s.lastName}`.trim(),
          staffRefId: s.staffRefId || null,
          position: s.position,
          acknowledged: acks.map((a) => {
            const g = given.find((x) => x.staffMemberId === s.id && x.acknowledgementId === a.id);
            return {
              acknowledgementId: a.id,
              // Someone who acknowledged before moving to another area still shows when they did.
              asked: asksReader(a, { restrictedAreaId: s.restrictedArea, areas }) || Boolean(g),
              at: g ? g.acknowledgedAt.toISOString() : null,
              device: g?.deviceId ? (names.get(g.deviceId) ?? null) : null,
            };
          }),
          itemsChecked: ticked.length,
          itemsTotal: items.size,
          lastCheckAt: last ? last.toISOString() : null,
        };
      }),
    };
  });
}
