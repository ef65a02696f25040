import { roleIncludes } from '@carehome/domain';
import { logBulkRead } from '../../platform/access-log.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { currentResidentIds } from '../residents/residents.repository.ts';
import type { TenantAuth } from '../sites/sites.service.ts';

// Report history names the residents of each room when it was cleaned, long after they left. Housekeeping
// roles (below Nursing) are shown only the site's current residents in it: a discharged or deleted
// resident's name and decline signature stay with Nursing and above, who keep the history. Whatever an
// answer still names goes into the access log as one entry for the request.

type Named = { id: string; name: string };
/** The parts of a report that name residents (the room's first, every one of a shared room, a decline's signer). */
interface NamesResidents {
  resident: Named | null;
  residents?: Named[];
  declinedBy?: Named | null;
  declineSignature: string | null;
}

function namedIn(report: NamesResidents): string[] {
  const ids = (report.residents ?? []).map((r) => r.id);
  if (report.resident) ids.push(report.resident.id);
  if (report.declinedBy) ids.push(report.declinedBy.id);
  return ids;
}

/** The reports as this account may see them, with the read recorded in the access log. */
export async function shownReports<R extends NamesResidents>(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  reports: R[],
): Promise<R[]> {
  let shown = reports;
  if (!roleIncludes(auth.role, 'Nursing')) {
    const current = await currentResidentIds(tx, [...new Set(reports.flatMap(namedIn))]);
    const keep = (r: Named | null | undefined) => (r && current.has(r.id) ? r : null);
    shown = reports.map((report) => {
      const signer = report.declinedBy === undefined ? report.resident : report.declinedBy;
      return {
        ...report,
        resident: keep(report.resident),
        ...(report.residents ? { residents: report.residents.filter((r) => current.has(r.id)) } : {}),
        ...(report.declinedBy !== undefined ? { declinedBy: keep(report.declinedBy) } : {}),
        declineSignature: signer && !current.has(signer.id) ? null : report.declineSignature,
      };
    });
  }
  await logBulkRead(tx, auth, meta, {
    facilityId,
    kind: 'reportHistory',
    route: '/housekeeping/reports',
    residentIds: shown.flatMap(namedIn),
  });
  return shown;
}
