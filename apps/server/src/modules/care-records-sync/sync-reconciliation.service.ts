import type {
  TApplyReconciliation,
  TErrorCode,
  TExternalPatient,
  TReconcileNewRoom,
  TReconciliation,
  TSyncDataSourceRef,
  TSyncRun,
} from '@carehome/contracts';
import { pairingProblems, proposePairs, suggestArea } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { handEnteredResidentsIn, linkResidentToPatientIn, moveResidentIn } from '../residents/index.ts';
import { loadSiteLayout, siteHasArea } from '../sites/index.ts';
import { SyncFailureError } from './care-records.client.ts';
import { type DataSourceRow, setDataSourceState } from './data-sources.repository.ts';
import { loadVisibleDataSource } from './data-sources.service.ts';
import { syncedResidents } from './sync.repository.ts';
import { clientFor, keepQuota } from './sync-client.ts';
import { roomFor, vacatedAction } from './sync-rooms.ts';
import { startRun } from './sync-runs.service.ts';
import { loadSiteContext, localDate, roomNumberOf, type SiteContext } from './sync-site.ts';

// The reconciliation before an import: the external patients not imported yet, each with the resident
// the site already holds for them (proposed by the pairing rules, confirmed or changed by the nurse), the
// residents the external system does not know (offered for discharge), and the area of each room the
// site lacks. Applying it links the paired residents to their patients (the same records: history kept,
// no resident doubled), discharges the chosen ones, creates the new rooms in their areas and imports the
// pairs' patients as a run.

/** The facility's patients there; a failure of the external system is a 502 naming its `sync.*` code. */
async function readPatients(ctx: AppContext, ds: DataSourceRow): Promise<TExternalPatient[]> {
  const client = clientFor(ctx, ds);
  try {
    return await client.allPatients();
  } catch (err) {
    if (err instanceof SyncFailureError) throw new AppError(502, 'sync.external_unavailable', [], { reason: err.failure.code });
    throw err;
  } finally {
    await keepQuota(ctx, ds, client).catch(() => undefined);
  }
}

const activeRoomNumbers = (s: SiteContext) =>
  new Map([...s.rooms.values()].filter((r) => !r.isArchived).map((r) => [r.roomNumber.trim().toLowerCase(), r.id]));

/** POST /sync/reconciliation: what the next import from the data source asks to decide. */
export async function getReconciliation(ctx: AppContext, auth: TenantAuth, ref: TSyncDataSourceRef): Promise<TReconciliation> {
  const ds = await withTenant(ctx.database.db, auth.tenantId, (tx) => loadVisibleDataSource(tx, auth, ref));
  // The patients still to bring in are current or new there; discharged ones are history.
  const patients = (await readPatients(ctx, ds)).filter((p) => p.status !== 'Discharged');
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const s = await loadSiteContext(tx, ds);
    const ours = await syncedResidents(tx, ds.facilityId, ds.externalFacilityId);
    const firstConnection = ours.size === 0;
    const since = firstConnection ? null : ds.lastReconciledAt;
    const hand = (await handEnteredResidentsIn(tx, ds.facilityId)).map((r) => ({
      id: r.id,
      residentId: r.residentRef,
      firstName: r.firstName,
      lastName: r.lastName,
      roomNumber: roomNumberOf(s, r.roomId),
      offerDischarge: firstConnection || !since || r.createdAt > since,
    }));
    const todo = patients.filter((p) => !ours.has(p.patientId));
    const proposed = proposePairs(todo, hand);
    const numbers = activeRoomNumbers(s);
    const layout = await loadSiteLayout(tx, ds.facilityId, { activeOnly: true });
    const areas = layout.areas.filter((a) => !a.isArchived);
    const layoutRooms = layout.rooms.filter((r) => !r.isArchived).map((r) => ({ roomNumber: r.roomNumber, areaId: r.areaId }));
    const newRooms = new Map<string, TReconcileNewRoom>();
    for (const p of todo) {
      const number = p.roomNumber?.trim();
      if (!number || numbers.has(number.toLowerCase()) || newRooms.has(number.toLowerCase())) continue;
      const room = { roomNumber: number, unit: p.unit ?? null, floor: p.floor ?? null };
      newRooms.set(number.toLowerCase(), { ...room, suggestedAreaId: suggestArea(room, areas, layoutRooms) });
    }
    const paired = new Set([...proposed.values()].map((p) => p.residentId));
    return {
      firstConnection,
      patients: todo.map((p) => ({
        patient: p,
        residentId: proposed.get(p.patientId)?.residentId ?? null,
        reason: proposed.get(p.patientId)?.reason ?? null,
        roomId: p.roomNumber ? (numbers.get(p.roomNumber.trim().toLowerCase()) ?? null) : null,
      })),
      residents: hand,
      newRooms: [...newRooms.values()],
      upToDate: todo.length === 0 && !hand.some((r) => r.offerDischarge && !paired.has(r.id)),
    };
  });
}

/**
 * POST /sync/reconciliation/apply: the nurse's decisions made, in one transaction with the run's start
 * (one run at a time per data source), then the pairs' patients imported as a run.
 */
export async function applyReconciliation(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TApplyReconciliation,
): Promise<TSyncRun> {
  const ds = await withTenant(ctx.database.db, auth.tenantId, (tx) => loadVisibleDataSource(tx, auth, input));
  const patients = new Map((await readPatients(ctx, ds)).map((p) => [p.patientId, p]));
  const patientIds = input.pairs.map((p) => p.patientId);
  return startRun(ctx, auth, meta, input, 'import', { patientIds, areaId: null }, (tx) => decide(tx, auth, meta, ds, input, patients));
}

async function decide(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  ds: DataSourceRow,
  input: TApplyReconciliation,
  patients: Map<string, TExternalPatient>,
): Promise<void> {
  const s = await loadSiteContext(tx, ds);
  const ours = await syncedResidents(tx, ds.facilityId, ds.externalFacilityId);
  const handRows = new Map((await handEnteredResidentsIn(tx, ds.facilityId)).map((r) => [r.id, r]));
  const problems: { field: string; code: TErrorCode }[] = pairingProblems(input, new Set(handRows.keys()));
  // A pair names a patient there; one paired with a resident is current or new there and not imported yet
  // (without a resident, an imported one is brought up to date as an import would).
  input.pairs.forEach((p, i) => {
    const there = patients.get(p.patientId);
    if (!there || (p.residentId && (ours.has(p.patientId) || there.status === 'Discharged'))) {
      problems.push({ field: `pairs.${i}.patientId`, code: 'sync.patient_unknown' });
    }
  });
  const wanted = new Set(input.pairs.map((p) => patients.get(p.patientId)?.roomNumber?.trim().toLowerCase()).filter(Boolean));
  for (const [i, r] of input.roomAreas.entries()) {
    if (!wanted.has(r.roomNumber.toLowerCase())) problems.push({ field: `roomAreas.${i}.roomNumber`, code: 'validation.invalid' });
    else if (!(await siteHasArea(tx, ds.facilityId, r.areaId)))
      problems.push({ field: `roomAreas.${i}.areaId`, code: 'validation.invalid' });
  }
  const first = problems[0];
  if (first) throw fieldError(first.field, first.code);

  const syncedAt = new Date().toISOString();
  for (const pair of input.pairs) {
    if (!pair.residentId) continue;
    await linkResidentToPatientIn(tx, auth, meta, ds.facilityId, pair.residentId, {
      syncId: pair.patientId,
      syncFacilityId: ds.externalFacilityId,
      importSource: {
        system: ds.application,
        dataSourceId: ds.id,
        dataSource: ds.name,
        patientId: pair.patientId,
        facilityId: ds.externalFacilityId,
        syncedAt,
        pairedBy: auth.displayName,
      },
    });
  }
  // The residents the external system does not know leave as the discharge workflow has them leave.
  const now = new Date().toISOString();
  for (const id of input.discharge) {
    await moveResidentIn(tx, auth, meta, {
      facilityId: ds.facilityId,
      id,
      kind: 'discharge',
      date: localDate(s, null),
      vacatedRoom: vacatedAction(s, handRows.get(id)?.roomId ?? null, now),
    });
  }
  // Each new room in the area the nurse chose; the run finds them by number.
  for (const r of input.roomAreas) {
    if (!activeRoomNumbers(s).has(r.roomNumber.toLowerCase())) await roomFor(tx, s, r.roomNumber, r.areaId);
  }
  // Later reconciliations offer for discharge only the residents entered from now on.
  await setDataSourceState(tx, ds.id, { lastReconciledAt: new Date() });
}
