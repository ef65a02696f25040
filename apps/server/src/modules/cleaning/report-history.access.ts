import { logBulkRead } from '../../platform/access-log.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { RequestMeta } from '../../platform/events.ts';

// Report history names the residents of each room when it was cleaned, long after they left: every answer
// (the room's history, a report read or mailed) goes into the access log as one entry naming them. The
// names stay in the answer for every role: a report is a record of what was done for whom, and a report
// without its resident would read as a vacant room's. Reports carry no resident photo or notes.

type Named = { id: string; name: string };
/** The parts of a report that name residents (the room's first, every one of a shared room, a decline's signer). */
interface NamesResidents {
  resident: Named | null;
  residents?: Named[];
  declinedBy?: Named | null;
}

function namedIn(report: NamesResidents): string[] {
  const ids = (report.residents ?? []).map((r) => r.id);
  if (report.resident) ids.push(report.resident.id);
  if (report.declinedBy) ids.push(report.declinedBy.id);
  return ids;
}

/** The reports as answered, with the read recorded in the access log (nothing when they name no one). */
export async function shownReports<R extends NamesResidents>(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  reports: R[],
  route = '/housekeeping/reports',
): Promise<R[]> {
  await logBulkRead(tx, auth, meta, { facilityId, kind: 'reportHistory', route, residentIds: reports.flatMap(namedIn) });
  return reports;
}
