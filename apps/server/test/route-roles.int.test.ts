import { ROLES, type TRole } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensOf } from './factories.ts';
import { bearer, createOrganization, createTestContext, type OrgFixture, type TestContext } from './harness.ts';

/**
 * Every API route against the minimum roles of the spec's route table (each role includes
 * the roles below it, `roleIncludes`). The table below is the expectation, written from the spec: a route
 * whose declared role drifts from it fails, and so does a new route without an entry. Then every role
 * of the hierarchy calls every route: below the minimum it gets 403 `auth.forbidden`; at or above it,
 * never 401 and never that 403 (the request may still be refused for what it asks, 400/404/409).
 */

type Minimum = TRole | 'public';

const EXPECTED: Record<string, Minimum> = {
  // Sign-in and the session: public, or any signed-in account. Device registration: Tablet Registration.
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'Housekeeper',
  'POST /api/auth/refresh': 'Housekeeper',
  'POST /api/auth/resetpassword': 'public',
  'POST /api/auth/confirmpassword': 'public',
  'POST /api/auth/switchTenant': 'Housekeeper',
  'POST /api/auth/switchFacility': 'Housekeeper',
  'GET /api/auth/sites': 'Housekeeper',
  'POST /api/auth/registerDevice': 'TabletRegistration',
  'POST /api/auth/unregisterDevice': 'TabletRegistration',
  'POST /api/auth/recoverDeviceRegistration': 'TabletRegistration',
  'GET /api/auth/devices': 'TabletRegistration',
  'POST /api/auth/stafflogin': 'public',
  'POST /api/logger': 'public',
  // /admin/onboardtenant, /admin/tenant, /admin/tenant/edit: SiteAdministrator.
  'GET /api/tenant': 'SiteAdministrator',
  'POST /api/tenant/create': 'SiteAdministrator',
  'POST /api/tenant/update': 'SiteAdministrator',
  // /admin/facilities (Manage Sites): MultiFacilityAdministrator; the layout (/admin/rooms): FacilityAdministrator.
  'GET /api/facility': 'MultiFacilityAdministrator',
  'POST /api/facility': 'MultiFacilityAdministrator',
  'GET /api/facility/:id': 'FacilityAdministrator',
  'DELETE /api/facility/:id': 'MultiFacilityAdministrator',
  'POST /api/facility/generateapikey': 'MultiFacilityAdministrator',
  'POST /api/facility/revokeapikey': 'MultiFacilityAdministrator',
  // /admin/facilities/{id}/syncdatasources: MultiFacilityAdministrator.
  'GET /api/sync/datasources': 'MultiFacilityAdministrator',
  'POST /api/sync/facilitydatasource': 'MultiFacilityAdministrator',
  'DELETE /api/sync/facilitydatasource/:id': 'MultiFacilityAdministrator',
  'POST /api/sync/testconnection': 'MultiFacilityAdministrator',
  'POST /api/sync/residents': 'MultiFacilityAdministrator',
  'POST /api/sync/importresidents': 'MultiFacilityAdministrator',
  'POST /api/sync/reconcile': 'MultiFacilityAdministrator',
  'POST /api/sync/reconciliation': 'MultiFacilityAdministrator',
  'POST /api/sync/reconciliation/apply': 'MultiFacilityAdministrator',
  'GET /api/sync/runs': 'MultiFacilityAdministrator',
  'GET /api/sync/runs/:id': 'MultiFacilityAdministrator',
  'GET /api/sync/messages': 'MultiFacilityAdministrator',
  'POST /api/sync/messages/retry': 'MultiFacilityAdministrator',
  // The external system's webhooks: authenticated by the data source's API key in `x-api-key`.
  'POST /api/sync/webhook/:dataSourceId': 'public',
  'POST /api/facility/generatedatasourceapikey': 'MultiFacilityAdministrator',
  'POST /api/facility/rooms': 'FacilityAdministrator',
  'DELETE /api/facility/:facilityId/rooms/:id': 'FacilityAdministrator',
  'POST /api/facility/rooms/import/preview': 'FacilityAdministrator',
  'POST /api/facility/rooms/import': 'FacilityAdministrator',
  // /admin/staff: FacilityAssistant; one's own record: anyone with a staff record.
  'GET /api/staff': 'FacilityAssistant',
  'POST /api/staff': 'FacilityAssistant',
  'GET /api/staff/me': 'Housekeeper',
  'POST /api/staff/archive': 'FacilityAssistant',
  'POST /api/staff/invite': 'FacilityAssistant',
  'POST /api/staff/generatepin': 'FacilityAssistant',
  // /admin/systemusers: SiteAdministrator.
  'GET /api/systemusers': 'SiteAdministrator',
  'POST /api/systemusers': 'SiteAdministrator',
  'DELETE /api/systemusers': 'SiteAdministrator',
  // Photos by whoever cleans; operation images with the housekeeping configuration (FacilityAdministrator).
  'POST /api/files/image': 'Housekeeper',
  'POST /api/files': 'FacilityAdministrator',
  'GET /api/files/:fileName': 'Housekeeper',
  'DELETE /api/files/:fileName': 'FacilityAssistant',
  // /housekeeping: Housekeeper; /admin/housekeepingconfig: FacilityAdministrator; history popup and
  // room state: Nursing and above; audits and the supervisor note: FacilityAssistant.
  'GET /api/housekeeping/config': 'Housekeeper',
  'POST /api/housekeeping/update': 'FacilityAdministrator',
  // The site's scheduled jobs, on the Notifications tab of Housekeeping Configuration.
  'GET /api/jobs': 'FacilityAdministrator',
  'GET /api/housekeeping': 'Housekeeper',
  'POST /api/housekeeping/roomstate': 'Nursing',
  'POST /api/housekeeping/cleans': 'Nursing',
  'POST /api/housekeeping/submitReport': 'Housekeeper',
  'POST /api/housekeeping/submitmarkingreport': 'Housekeeper',
  'POST /api/housekeeping/updatereportprops': 'FacilityAssistant',
  'POST /api/housekeeping/reports': 'Housekeeper',
  'POST /api/housekeeping/markingreports': 'Housekeeper',
  'GET /api/housekeeping/emailrecipients': 'Housekeeper',
  'POST /api/housekeeping/emailreport': 'Housekeeper',
  'POST /api/housekeeping/emailauditreport': 'FacilityAssistant',
  // /admin/resident and its screens: Nursing; the access log of a resident: FacilityAdministrator.
  'GET /api/resident': 'Nursing',
  'GET /api/resident/:id': 'Nursing',
  'GET /api/resident/:id/accesslog': 'FacilityAdministrator',
  'POST /api/resident': 'Nursing',
  'DELETE /api/resident': 'Nursing',
  'POST /api/resident/checkinout': 'Nursing',
  'POST /api/resident/import/preview': 'Nursing',
  'POST /api/resident/import': 'Nursing',
  // /facility/staffschedule and what it does: Nursing.
  'POST /api/staffSchedule': 'Nursing',
  'POST /api/staffSchedule/addassignment': 'Nursing',
  'POST /api/staffSchedule/update': 'Nursing',
  'POST /api/staffSchedule/delete': 'Nursing',
  'POST /api/staffSchedule/copy': 'Nursing',
  'POST /api/staffSchedule/span': 'Nursing',
  'POST /api/staffSchedule/absence': 'Nursing',
  'POST /api/staffSchedule/redistribute': 'Nursing',
  'POST /api/staffSchedule/shift': 'Nursing',
  'POST /api/staffSchedule/undo': 'Nursing',
  'POST /api/staffSchedule/restrict': 'Nursing',
  'POST /api/staffSchedule/templateFromDay': 'Nursing',
  'POST /api/staffSchedule/applyTemplate': 'Nursing',
  'GET /api/facility/assignmentTemplates': 'Nursing',
  'POST /api/facility/assignmentTemplates': 'Nursing',
  'POST /api/facilitySchedule': 'Nursing',
  'POST /api/facilitySchedule/update': 'Nursing',
  'POST /api/facilitySchedule/addTransaction': 'Nursing',
  // /facility/calendarsync: Nursing; the .ics feed is public, authenticated by the site API key in its URL.
  'POST /api/calendar/import/preview': 'Nursing',
  'POST /api/calendar/import': 'Nursing',
  'GET /api/facility/calendarimportprofiles': 'Nursing',
  'POST /api/facility/calendarimportprofiles': 'Nursing',
  'GET /api/facility/calendarfeedprivacy': 'Nursing',
  'POST /api/facility/calendarfeedprivacy': 'FacilityAdministrator',
  'GET /api/facility/calendarfeedkeys': 'LeadHousekeeper',
  'POST /api/facility/calendarfeedkeys': 'LeadHousekeeper',
  'POST /api/facility/revokecalendarfeedkey': 'LeadHousekeeper',
  'GET /api/calendar/feed/:facilityId.ics': 'public',
  // /admin/dailybriefings: MultiFacilityAdministrator; the briefing report: supervisors (FacilityAssistant).
  'GET /api/briefings': 'MultiFacilityAdministrator',
  'POST /api/briefings/save': 'MultiFacilityAdministrator',
  'POST /api/briefings/delete': 'MultiFacilityAdministrator',
  'GET /api/briefings/report': 'FacilityAssistant',
  // /admin/acknowledgements: Nursing reads; each level's list is saved by the level's editors (domain briefings).
  'GET /api/acknowledgements': 'Nursing',
  'POST /api/tenant/savefacilityacknowledgements': 'FacilityAssistant',
  'POST /api/tenant/saveaorganizationcknowledgements': 'MultiFacilityAdministrator',
  'GET /api/chssystem': 'Nursing',
  'POST /api/chssystem/updateacknowledgements': 'SiteAssistant',
  // /staffdashboard and the tablet's panel: anyone signed in; checking and acknowledging: staff members.
  'GET /api/staffdashboard': 'Housekeeper',
  'POST /api/staffdashboard/check': 'Housekeeper',
  'POST /api/tenant/saveacknowledgements': 'Housekeeper',
  // /admin/pbireportsconfig: SiteAdministrator; the links offered on the portal and the site dashboard:
  // Nursing and above (the roles a link can name; see docs/decisions/0027-site-dashboard-and-report-links.md).
  'GET /api/facility/pbireports': 'SiteAdministrator',
  'POST /api/facility/pbireports': 'SiteAdministrator',
  // ATP limits: supervisors set them; lead housekeepers up read them (the audit screen and the reports).
  'GET /api/atp-limits': 'LeadHousekeeper',
  'PUT /api/atp-limits': 'FacilityAssistant',
  // The getting-started checklist on the staff schedule: a site's managers (docs/decisions/0032-day-one-checklist-and-routine-baseline.md).
  'GET /api/facility/gettingstarted': 'FacilityAssistant',
  'POST /api/facility/gettingstarted/dismiss': 'FacilityAssistant',
  // Audit planning: the targets are a supervisor's; the day's list is for whoever audits (lead housekeepers up, not nursing).
  'GET /api/facility/audittargets': 'FacilityAssistant',
  'POST /api/facility/audittargets': 'FacilityAssistant',
  'GET /api/facility/auditsuggestions': 'LeadHousekeeper',
  // Outbreak mode (the log, declaring, ending, its report): supervisors and above.
  'GET /api/outbreaks': 'FacilityAssistant',
  'POST /api/outbreaks/start': 'FacilityAssistant',
  'POST /api/outbreaks/end': 'FacilityAssistant',
  'GET /api/outbreaks/report': 'FacilityAssistant',
  'GET /api/outbreaks/report.pdf': 'FacilityAssistant',
  'GET /api/reporting/portal': 'Nursing',
  // /facilitydashboard: FacilityAssistant; every site side by side: organization administrators.
  'GET /api/sitedashboard': 'FacilityAssistant',
  'GET /api/sitedashboard/sites': 'MultiFacilityAdministrator',
  // Turnaround KPIs: supervisors and above for a site; organization administrators side by side.
  'GET /api/turnaround/targets': 'FacilityAssistant',
  'POST /api/turnaround/targets': 'FacilityAssistant',
  'GET /api/turnaround/kpis': 'FacilityAssistant',
  'GET /api/turnaround/overdue': 'FacilityAssistant',
  'GET /api/turnaround/sites': 'MultiFacilityAdministrator',
  // /reporting/reports: Nursing; the review of a daily staff report is saved by a supervisor (FacilityAssistant).
  'POST /api/reporting/audits': 'Nursing',
  'POST /api/reporting/markings': 'Nursing',
  'POST /api/reporting/cleans': 'Nursing',
  'POST /api/housekeeping/overduereports': 'Nursing',
  'POST /api/housekeeping/staffreports': 'Nursing',
  'POST /api/housekeeping/savestaffreport': 'FacilityAssistant',
  'POST /api/reporting/summary': 'Nursing',
  'POST /api/reporting/enhanced': 'Nursing',
  'POST /api/reporting/signature': 'Nursing',
  'POST /api/reporting/export': 'Nursing',
  'POST /api/reporting/email': 'Nursing',
  // The clean record of a room or an area, on screen and as a PDF: Nursing and above, as the reports.
  'POST /api/clean-record': 'Nursing',
  'POST /api/clean-record/pdf': 'Nursing',
};

/** Every account role; RegisteredDevice is a tablet, not an account. */
const ACCOUNT_ROLES: TRole[] = ROLES.filter((r) => r !== 'RegisteredDevice');

let t: TestContext;
let org: OrgFixture;
const tokens = {} as Record<TRole, string>;

beforeAll(async () => {
  t = await createTestContext();
  org = await createOrganization(t, 'Roles');
  Object.assign(tokens, await tokensOf(t, ACCOUNT_ROLES, org));
});
afterAll(() => t.close());

/** API routes as Fastify registered them (HEAD is Fastify's copy of each GET; the API docs are public plugin routes). */
function apiRoutes(routes: RouteOptions[]): Array<{ key: string; method: string; url: string; declared: Minimum | undefined }> {
  return routes
    .flatMap((r) => [r.method].flat().map((method) => ({ r, method: String(method) })))
    .filter(({ r, method }) => method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .map(({ r, method }) => {
      const access = (r.config as { access?: { public?: true; minRole?: TRole } } | undefined)?.access;
      return { key: `${method} ${r.url}`, method, url: r.url, declared: access?.public ? 'public' : access?.minRole };
    });
}

describe('route × role matrix', () => {
  it('declares on every API route the minimum role the table expects, and the table has no stale entry', () => {
    const routes = apiRoutes(t.routes);
    const drift = routes
      .filter((r) => EXPECTED[r.key] !== r.declared)
      .map((r) => `${r.key}: declared ${r.declared}, expected ${EXPECTED[r.key]}`);
    expect(drift).toEqual([]);
    const stale = Object.keys(EXPECTED).filter((k) => !routes.some((r) => r.key === k));
    expect(stale).toEqual([]);
  });

  it('refuses every role below a route’s minimum with 403 and lets every role at or above it through', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const route of apiRoutes(t.routes)) {
      const minimum = EXPECTED[route.key];
      if (!minimum) continue; // reported by the test above
      const url = route.url.replace(/:fileName/, `${crypto.randomUUID()}.jpg`).replace(/:\w+/g, () => crypto.randomUUID());
      for (const role of ACCOUNT_ROLES) {
        // '{}' fails the body schema of every route that has one: the access decision is all that runs.
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(tokens[role]),
          ...(route.method === 'GET' ? {} : { payload: '{}', headers: { ...bearer(tokens[role]), 'content-type': 'application/json' } }),
        });
        calls++;
        const code = String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as { code?: string }).code : undefined;
        const allowed = minimum === 'public' || roleIncludes(role, minimum);
        const refused = res.statusCode === 403 && code === 'auth.forbidden';
        if (allowed && (res.statusCode === 401 || refused))
          problems.push(`${route.key} as ${role}: ${res.statusCode} ${code}, expected through`);
        if (!allowed && !refused) problems.push(`${route.key} as ${role}: ${res.statusCode} ${code}, expected 403 auth.forbidden`);
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBe(apiRoutes(t.routes).length * ACCOUNT_ROLES.length);
  });
});
