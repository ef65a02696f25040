import { type Case, calendarImport, other, reportingRequest, reportOf, scene } from './cross-tenant.fixtures.ts';
import { SCHEDULE_CASES } from './cross-tenant.schedule-cases.ts';
import { SYNC_CASES } from './cross-tenant.sync-cases.ts';
import type { OrgFixture } from './harness.ts';

// The requests of the cross-tenant test (cross-tenant.int.test.ts): for every route that takes an id, a
// request from organization A carrying organization B's ids.

/**
 * One case for every route that takes an id. The test below finds those routes in Fastify's route
 * table, so a new route with an id and no case here fails the suite.
 */
export const CASES: Record<string, Case> = {
  ...SYNC_CASES,
  ...SCHEDULE_CASES,
  'POST /api/auth/switchTenant': { as: 'admin', request: (o) => ({ payload: { data: { tenantId: o.tenantId } } }) },
  'POST /api/auth/switchFacility': { as: 'admin', request: (o) => ({ payload: { data: { facilityId: o.siteIds[0] } } }) },
  'POST /api/auth/unregisterDevice': { as: 'tablet', request: (o) => ({ payload: { data: { deviceId: o.deviceId } } }) },
  'POST /api/auth/recoverDeviceRegistration': { as: 'tablet', request: (o) => ({ payload: { data: { hardwareId: o.hardwareId } } }) },
  'POST /api/auth/registerDevice': {
    as: 'tablet',
    request: (o) => ({ payload: { data: { deviceId: o.deviceId, hardwareId: 'hardware-of-a-tablet' } } }),
  },
  'GET /api/facility/:id': { as: 'admin', request: (o) => ({ url: `/api/facility/${o.siteIds[0]}` }) },
  'DELETE /api/facility/:id': { as: 'admin', request: (o) => ({ url: `/api/facility/${o.siteIds[1]}` }) },
  'POST /api/facility': { as: 'admin', request: (o) => ({ payload: { site: { id: o.siteIds[0], name: 'Taken', timeZone: 'UTC' } } }) },
  'POST /api/facility/generateapikey': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/revokeapikey': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0] } }) },
  // Data sources: another organization's site, and an id that is not ours (care-records-sync.int.test.ts
  // deletes another organization's real data source).
  'POST /api/facility/generatedatasourceapikey': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID() } }),
  },
  'GET /api/facility/gettingstarted': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/gettingstarted/dismiss': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0] } }) },
  'GET /api/facility/audittargets': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/audittargets': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], perWeek: 5, areas: [] } }) },
  'GET /api/facility/auditsuggestions': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'GET /api/outbreaks': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/outbreaks/start': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], areaId: null, reason: 'Flu' } }) },
  'POST /api/outbreaks/end': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], id: crypto.randomUUID(), terminalCleanType: other.cleanType } }),
  },
  'GET /api/outbreaks/report': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0], id: crypto.randomUUID() } }) },
  'GET /api/outbreaks/report.pdf': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0], id: crypto.randomUUID() } }) },
  'POST /api/facility/rooms': {
    as: 'admin',
    request: (o) => ({
      payload: { facilityId: o.siteIds[0], rooms: [{ id: other.roomId, areaId: null, roomNumber: 'x', roomTypeId: null }] },
    }),
  },
  'DELETE /api/facility/:facilityId/rooms/:id': {
    as: 'admin',
    request: (o) => ({ url: `/api/facility/${o.siteIds[0]}/rooms/${other.roomId}` }),
  },
  'POST /api/facility/rooms/import/preview': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], csv: 'Area,Room,Room type\n,1,x' } }),
  },
  'POST /api/facility/rooms/import': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], csv: 'Area,Room,Room type\n,1,x' } }),
  },
  'GET /api/staff': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/staff': {
    as: 'admin',
    request: (o) => ({
      payload: {
        staffMember: { id: o.staffIds.Nursing, staffRefId: 'X', firstName: 'X', lastName: 'Y', role: 'Nursing', facilityId: o.siteIds[0] },
      },
    }),
  },
  'POST /api/staff/archive': { as: 'admin', request: (o) => ({ payload: { id: o.staffIds.Nursing, archived: true } }) },
  'POST /api/staff/invite': { as: 'admin', request: (o) => ({ payload: { id: o.staffIds.Nursing } }) },
  'POST /api/staff/generatepin': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0] } }) },
  'GET /api/files/:fileName': { as: 'admin', request: () => ({ url: `/api/files/${other.fileName}` }) },
  'DELETE /api/files/:fileName': { as: 'admin', request: () => ({ url: `/api/files/${other.fileName}` }) },
  'GET /api/housekeeping': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'GET /api/housekeeping/config': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'GET /api/jobs': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  // A's own site with B's room: the site check passes, the room must still not be found.
  'POST /api/housekeeping/roomstate': {
    as: 'admin',
    request: () => ({ payload: { facilityId: scene.a.siteIds[0], roomId: other.roomId, roomStateId: null } }),
  },
  'POST /api/housekeeping/cleans': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], roomId: other.roomId } }) },
  'POST /api/housekeeping/submitReport': {
    as: 'admin',
    request: (o) => ({
      payload: {
        report: reportOf(o.siteIds[0], other.roomId, scene.a.staffIds.MultiFacilityAdministrator as string, new Date().toISOString()),
      },
    }),
  },
  'POST /api/housekeeping/submitmarkingreport': {
    as: 'admin',
    request: (o) => {
      const at = new Date().toISOString();
      return {
        payload: {
          report: {
            id: crypto.randomUUID(),
            facilityId: o.siteIds[0],
            roomId: other.roomId,
            cleanType: other.cleanType,
            startDate: at,
            markingDate: at,
            operations: [],
            authorStaffId: scene.a.staffIds.MultiFacilityAdministrator,
          },
        },
      };
    },
  },
  // A's own site with B's report id.
  'POST /api/housekeeping/updatereportprops': {
    as: 'admin',
    request: () => ({ payload: { id: other.reportId, facilityId: scene.a.siteIds[0], supervisorNote: 'Taken over' } }),
  },
  'POST /api/housekeeping/reports': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], ids: [other.reportId] } }) },
  // A's own site with B's report id, to one of A's own staff: only the report is foreign.
  'POST /api/housekeeping/emailreport': {
    as: 'admin',
    request: () => ({ payload: { id: other.reportId, facilityId: scene.a.siteIds[0], recipients: [scene.a.emails.Nursing] } }),
  },
  'POST /api/housekeeping/emailauditreport': {
    as: 'admin',
    request: (o) => ({ payload: { id: other.reportId, facilityId: o.siteIds[0], recipients: [scene.a.emails.Nursing] } }),
  },
  'GET /api/housekeeping/emailrecipients': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/housekeeping/markingreports': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0] } }) },
  'POST /api/housekeeping/update': {
    as: 'admin',
    request: (o) => ({ payload: { config: { ...scene.configOfA, facilityId: o.siteIds[0] } } }),
  },
  // Residents: B's site, or A's own site with B's resident or room.
  'GET /api/resident': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'GET /api/resident/:id': {
    as: 'admin',
    request: () => ({ url: `/api/resident/${other.residentId}`, query: { facilityId: scene.a.siteIds[0] } }),
  },
  'GET /api/resident/:id/accesslog': {
    as: 'admin',
    request: () => ({ url: `/api/resident/${other.residentId}/accesslog`, query: { facilityId: scene.a.siteIds[0] } }),
  },
  'POST /api/resident': {
    as: 'admin',
    request: () => ({
      payload: {
        facilityId: scene.a.siteIds[0],
        resident: { id: other.residentId, residentId: 'B-1', firstName: 'Taken', lastName: 'Over' },
      },
    }),
  },
  'DELETE /api/resident': { as: 'admin', request: () => ({ payload: { id: other.residentId, facilityId: scene.a.siteIds[0] } }) },
  'POST /api/resident/checkinout': {
    as: 'admin',
    request: () => ({ payload: { id: other.residentId, facilityId: scene.a.siteIds[0], kind: 'discharge' } }),
  },
  'POST /api/resident/import/preview': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], csv: 'Resident ID,First name,Last name\nB-2,X,Y' } }),
  },
  'POST /api/resident/import': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], csv: 'Resident ID,First name,Last name\nB-2,X,Y' } }),
  },
  // Staff schedule: B's site, or A's own site with B's assignment, template or staff member.
  'GET /api/facility/assignmentTemplates': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/assignmentTemplates': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], templates: [] } }),
  },
  'POST /api/calendar/import/preview': { as: 'admin', request: (o) => ({ payload: calendarImport(o.siteIds[0]) }) },
  'POST /api/calendar/import': { as: 'admin', request: (o) => ({ payload: calendarImport(o.siteIds[0]) }) },
  'GET /api/facility/calendarimportprofiles': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/calendarimportprofiles': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], profiles: [{ name: 'Rota' }] } }),
  },
  'GET /api/facility/calendarfeedprivacy': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/calendarfeedprivacy': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], showRoomStates: true, showStaffNames: true } }),
  },
  'GET /api/facility/calendarfeedkeys': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/calendarfeedkeys': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], label: 'Phone' } }) },
  'POST /api/facility/revokecalendarfeedkey': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], id: o.siteIds[0] } }),
  },
  'GET /api/facility/pbireports': { as: 'provider', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/pbireports': { as: 'provider', request: (o) => ({ payload: { facilityId: o.siteIds[0], links: [] } }) },
  'GET /api/atp-limits': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'PUT /api/atp-limits': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], limits: [] } }) },
  'GET /api/reporting/portal': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'GET /api/sitedashboard': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'GET /api/turnaround/targets': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/turnaround/targets': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], responseMinutes: 30, cleanMinutes: 30, turnaroundMinutes: 60 } }),
  },
  'GET /api/turnaround/kpis': {
    as: 'admin',
    request: (o) => ({ query: { facilityId: o.siteIds[0], from: '2026-01-05', to: '2026-01-11' } }),
  },
  'GET /api/turnaround/overdue': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  // Daily briefings, acknowledgements and the staff dashboard: B's site in every request.
  'GET /api/briefings': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/briefings/save': {
    as: 'admin',
    request: (o) => ({
      payload: { facilityId: o.siteIds[0], briefing: { name: 'B', level: 'Briefing', items: [{ icon: 'info', message: 'x' }] } },
    }),
  },
  'POST /api/briefings/delete': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], id: o.siteIds[0] } }) },
  'GET /api/briefings/report': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0], date: '2026-01-05' } }) },
  'GET /api/acknowledgements': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/tenant/savefacilityacknowledgements': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], acknowledgements: [] } }),
  },
  'POST /api/tenant/saveaorganizationcknowledgements': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], acknowledgements: [] } }),
  },
  // The provider's list is one for every organization: an id that is not in it is not found.
  'POST /api/chssystem/updateacknowledgements': {
    as: 'provider',
    request: (o) => ({ payload: { level: 'Provincial', acknowledgements: [{ id: o.tenantId, message: 'x', date: '2026-01-05' }] } }),
  },
  'GET /api/staffdashboard': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/staffdashboard/check': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], briefingId: o.tenantId, itemId: o.tenantId, checked: true } }),
  },
  'POST /api/tenant/saveacknowledgements': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], acknowledgementIds: [o.tenantId] } }),
  },
  // Reports: B's site in every request.
  ...Object.fromEntries(
    [
      'POST /api/reporting/audits',
      'POST /api/reporting/markings',
      'POST /api/reporting/cleans',
      'POST /api/housekeeping/overduereports',
      'POST /api/housekeeping/staffreports',
      'POST /api/reporting/summary',
      'POST /api/reporting/enhanced',
    ].map((route) => [route, { as: 'admin', request: (o: OrgFixture) => ({ payload: reportingRequest(o.siteIds[0]) }) }]),
  ),
  'POST /api/housekeeping/savestaffreport': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], staffMemberId: o.staffIds.Housekeeper, date: '2026-01-05', comment: 'x' } }),
  },
  'POST /api/reporting/signature': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], reportId: o.tenantId } }) },
  'POST /api/clean-record': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], roomId: other.roomId } }) },
  'POST /api/clean-record/pdf': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], areaId: other.areaId } }) },
  'POST /api/reporting/export': {
    as: 'admin',
    request: (o) => ({ payload: { report: 'cleans', request: reportingRequest(o.siteIds[0]), format: 'csv' } }),
  },
  'POST /api/reporting/email': {
    as: 'admin',
    request: (o) => ({
      payload: { report: 'cleans', request: reportingRequest(o.siteIds[0]), format: 'csv', recipients: [o.emails.FacilityAdministrator] },
    }),
  },
  // Organization A's session is no key to B's feed (the feed takes none), nor is a key of A's.
  'GET /api/calendar/feed/:facilityId.ics': {
    as: 'admin',
    request: (o) => ({ url: `/api/calendar/feed/${o.siteIds[0]}.ics`, query: { key: 'chk_not-the-key' } }),
  },
};
