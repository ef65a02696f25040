import type { TAuditProgress, TAuditSuggestions, TAuditSuggestionsQuery, TAuditTargets } from '@carehome/contracts';
import { auditPriorities, auditWeek, siteToday, suggestedAuditCount } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { loadSiteLayout, type SiteLayout } from '../sites/index.ts';
import { loadAuditFacts } from './audit-facts.ts';
import { lastReports, listTargets, replaceTargets, type TargetRow } from './audit-planning.repository.ts';

// Audits where they matter: a site's weekly audit targets (whole site, and per area), and the day's
// suggested audits, rooms weighed by the domain's risk rule, with the week's progress against the targets.

function targetsOf(facilityId: string, rows: TargetRow[]): TAuditTargets {
  return {
    facilityId,
    perWeek: rows.find((r) => r.areaId === null)?.perWeek ?? null,
    areas: rows.flatMap((r) => (r.areaId ? [{ areaId: r.areaId, perWeek: r.perWeek }] : [])),
  };
}

/** GET /facility/audittargets. */
export function getAuditTargets(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TAuditTargets> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    await loadSiteLayout(tx, facilityId, { activeOnly: true });
    return targetsOf(facilityId, await listTargets(tx, facilityId));
  });
}

/** Each area named once, and an area of this site: else a 400 naming the field. */
function checkAreas(layout: SiteLayout, input: TAuditTargets): void {
  const seen = new Set<string>();
  input.areas.forEach((a, i) => {
    const area = layout.areaById.get(a.areaId);
    if (!area || area.isArchived || seen.has(a.areaId)) throw fieldError(`areas.${i}.areaId`, 'validation.invalid');
    seen.add(a.areaId);
  });
}

/** POST /facility/audittargets: replaces the site's targets (the editor sends them all). */
export function saveAuditTargets(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TAuditTargets): Promise<TAuditTargets> {
  const { facilityId } = input;
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    checkAreas(await loadSiteLayout(tx, facilityId, { activeOnly: true }), input);
    const rows: TargetRow[] = [
      ...(input.perWeek === null ? [] : [{ areaId: null, perWeek: input.perWeek }]),
      ...input.areas.map((a) => ({ areaId: a.areaId, perWeek: a.perWeek })),
    ];
    await replaceTargets(tx, auth.tenantId, facilityId, rows);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: 'audit_planning.targets_saved',
      subjectType: 'facility',
      subjectId: facilityId,
      data: { perWeek: input.perWeek, areas: input.areas },
    });
    return targetsOf(facilityId, rows);
  });
}

async function suggestions(tx: Executor, facilityId: string, date: string | undefined, now: Date): Promise<TAuditSuggestions> {
  const layout = await loadSiteLayout(tx, facilityId, { activeOnly: true });
  const timeZone = layout.site.timeZone;
  const day = date ?? siteToday(timeZone, now);
  const week = auditWeek(day, timeZone, now);
  const facts = await loadAuditFacts(tx, layout, week.at, week.start);
  const targets = targetsOf(facilityId, await listTargets(tx, facilityId));

  const thisWeek = facts.audits.filter((a) => a.at >= week.start.getTime() && a.at < week.end.getTime());
  const areaIdsOf = new Map(layout.rooms.map((r) => [r.id, r.areaIds]));
  const site: TAuditProgress = { areaId: null, areaPath: null, target: targets.perWeek, done: thisWeek.length };
  const areas = targets.areas.flatMap((t): TAuditProgress[] => {
    const area = layout.areaById.get(t.areaId);
    if (!area) return [];
    const done = thisWeek.filter((a) => areaIdsOf.get(a.roomId)?.includes(t.areaId)).length;
    return [{ areaId: t.areaId, areaPath: area.path.join(' / '), target: t.perWeek, done }];
  });

  const count = suggestedAuditCount(site.target, site.done, week.daysLeft);
  const top = auditPriorities(facts.rooms, week.at).slice(0, count);
  const reports = await lastReports(
    tx,
    top.map((p) => p.roomId),
  );
  const byId = new Map(layout.rooms.map((r) => [r.id, r]));
  const lastAudit = new Map(facts.rooms.map((r) => [r.id, r.lastAuditAt]));
  return {
    facilityId,
    date: day,
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    roomCount: facts.rooms.length,
    rooms: top.map((p) => {
      const room = byId.get(p.roomId);
      return {
        roomId: p.roomId,
        roomNumber: p.roomNumber,
        areaId: room?.areaId ?? null,
        areaPath: room?.areaPath.length ? room.areaPath.join(' / ') : null,
        score: p.score,
        reasons: p.reasons,
        lastAuditAt: lastAudit.get(p.roomId)?.toISOString() ?? null,
        reportId: reports.get(p.roomId) ?? null,
      };
    }),
    site,
    areas: areas.sort((a, b) => (a.areaPath ?? '').localeCompare(b.areaPath ?? '')),
  };
}

/** GET /facility/auditsuggestions: the day's suggested audits and the week's progress. */
export function getAuditSuggestions(ctx: AppContext, auth: TenantAuth, query: TAuditSuggestionsQuery): Promise<TAuditSuggestions> {
  return withVisibleSite(ctx, auth, query.facilityId, (tx) => suggestions(tx, query.facilityId, query.date, new Date()));
}
