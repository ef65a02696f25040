import type { TAccountInfo } from '@carehome/contracts';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as core from 'zod/v4/core';
import { bearer, createOrganization, createSystemUser, createTestContext, login, type OrgFixture, type TestContext } from './harness.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const sessions: Record<string, TAccountInfo> = {};

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  sessions.admin = await login(t, a.emails.MultiFacilityAdministrator as string);
  sessions.tablet = await login(t, a.emails.TabletRegistration as string);
  // A provider administrator working in organization A (the dashboard report links are theirs).
  const provider = await login(t, await createSystemUser(t, 'SiteAdministrator'));
  const switched = await t.app.inject({
    method: 'POST',
    url: '/api/auth/switchTenant',
    payload: { data: { tenantId: a.tenantId } },
    headers: bearer(provider),
  });
  sessions.provider = switched.json();
  // Organization B gets a layout and a file, so every kind of id exists there.
  const bManager = await login(t, b.emails.MultiFacilityAdministrator as string);
  const roomType = (await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(bManager) })).json()[0].roomTypes[0].id;
  const site = await t.app.inject({
    method: 'POST',
    url: '/api/facility/rooms',
    headers: bearer(bManager),
    payload: {
      facilityId: b.siteIds[0],
      areas: [{ id: crypto.randomUUID(), parentId: null, name: 'Wing' }],
      rooms: [{ areaId: null, roomNumber: '1', roomTypeId: roomType }],
    },
  });
  other.roomId = site.json().rooms[0].id;
  other.areaId = site.json().areas[0].id;
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const boundary = 'xx-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  other.fileName = (
    await t.app.inject({
      method: 'POST',
      url: '/api/files/image',
      payload,
      headers: { ...bearer(bManager), 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
  ).json().fileName;
  const bConfig = (
    await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', query: { facilityId: b.siteIds[0] }, headers: bearer(bManager) })
  ).json();
  other.cleanType = bConfig.roomTypes.find((rt: { id: string }) => rt.id === roomType).routines[0].cleanType;
  const now = new Date().toISOString();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/housekeeping/submitReport',
    headers: bearer(bManager),
    payload: { report: reportOf(b.siteIds[0], other.roomId, b.staffIds.MultiFacilityAdministrator as string, now) },
  });
  other.reportId = saved.json().id;
  const resident = await t.app.inject({
    method: 'POST',
    url: '/api/resident',
    headers: bearer(bManager),
    payload: { facilityId: b.siteIds[0], resident: { residentId: 'B-1', firstName: 'Bea', lastName: 'Other', roomId: other.roomId } },
  });
  other.residentId = resident.json().resident.id;
  const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const assignment = await t.app.inject({
    method: 'POST',
    url: '/api/staffSchedule/addassignment',
    headers: bearer(bManager),
    payload: { facilityId: b.siteIds[0], assignment: { staffMemberId: null, startDate: today, endDate: today, roomNumbers: ['1'] } },
  });
  other.assignmentId = assignment.json().assignment.id;
  const templates = await t.app.inject({
    method: 'POST',
    url: '/api/facility/assignmentTemplates',
    headers: bearer(bManager),
    payload: {
      facilityId: b.siteIds[0],
      templates: [{ description: 'B rota', assignments: [{ staffMemberId: null, roomNumbers: ['1'] }] }],
    },
  });
  other.templateId = templates.json().templates[0].id;
  configOfA = (await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(sessions.admin as TAccountInfo) })).json()[0];
});

/** Ids of organization B's layout and files, filled in by beforeAll. */
const other = { roomId: '', areaId: '', fileName: '', reportId: '', cleanType: '', residentId: '', assignmentId: '', templateId: '' };

/** A complete cleaning report with no operations. */
function reportOf(facilityId: string, roomId: string, authorStaffId: string, at: string) {
  return {
    id: crypto.randomUUID(),
    facilityId,
    roomId,
    selectedCleanType: other.cleanType,
    status: 'Complete',
    startDate: at,
    reportDate: at,
    selectedGroupTime: null,
    comment: null,
    residentFamilyConcern: null,
    maintenance: null,
    pestControl: null,
    operations: [],
    photos: [],
    declineSignature: null,
    markingReportId: null,
    authorStaffId,
  };
}
let configOfA: Record<string, unknown>;
afterAll(() => t.close());

interface Case {
  /** Which signed-in user of organization A calls (the highest role that can reach the route). */
  as: keyof typeof sessions;
  /** The request, filled with ids that belong to organization B. */
  request: (other: OrgFixture) => { payload?: unknown; query?: Record<string, string>; url?: string };
  /** The refusal when it is not 404 (the webhook: a data source not found and a wrong key are the same 401). */
  status?: number;
}

/**
 * One case for every route that takes an id. The test below finds those routes in Fastify's route
 * table, so a new route with an id and no case here fails the suite.
 */
const CASES: Record<string, Case> = {
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
  'GET /api/sync/datasources': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/sync/facilitydatasource': {
    as: 'admin',
    request: (o) => ({
      payload: {
        facilityId: o.siteIds[0],
        dataSource: {
          name: 'Theirs',
          application: 'Care records',
          externalFacilityId: 'F-1',
          organizationUuid: o.tenantId,
          authKind: 'OAuth2',
          baseUrl: 'https://records.example',
          clientId: 'c',
          clientSecret: 's',
          webhookSync: false,
        },
      },
    }),
  },
  'DELETE /api/sync/facilitydatasource/:id': {
    as: 'admin',
    request: () => ({ url: `/api/sync/facilitydatasource/${crypto.randomUUID()}` }),
  },
  'POST /api/facility/generatedatasourceapikey': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID() } }),
  },
  'POST /api/sync/testconnection': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID() } }),
  },
  'POST /api/sync/residents': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID() } }),
  },
  'POST /api/sync/importresidents': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID(), patientIds: ['P-1'], areaId: null } }),
  },
  'POST /api/sync/reconcile': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID() } }),
  },
  'GET /api/sync/runs': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID() } }) },
  'GET /api/sync/runs/:id': {
    as: 'admin',
    request: (o) => ({ url: `/api/sync/runs/${crypto.randomUUID()}`, query: { facilityId: o.siteIds[0] } }),
  },
  'GET /api/sync/messages': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID() } }) },
  'POST /api/sync/messages/retry': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], id: crypto.randomUUID() } }) },
  'POST /api/sync/webhook/:dataSourceId': {
    as: 'admin',
    status: 401,
    request: () => ({
      url: `/api/sync/webhook/${crypto.randomUUID()}`,
      payload: {
        messageId: 'm-1',
        eventType: 'patient.discharge',
        facilityId: 'F-1',
        patientId: 'P-1',
        eventDate: '2026-11-23T10:00:00Z',
        messageDate: '2026-11-23T10:00:00Z',
        resourceIds: [],
      },
    }),
  },
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
    request: () => ({ payload: { facilityId: a.siteIds[0], roomId: other.roomId, roomStateId: null } }),
  },
  'POST /api/housekeeping/cleans': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], roomId: other.roomId } }) },
  'POST /api/housekeeping/submitReport': {
    as: 'admin',
    request: (o) => ({
      payload: { report: reportOf(o.siteIds[0], other.roomId, a.staffIds.MultiFacilityAdministrator as string, new Date().toISOString()) },
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
            authorStaffId: a.staffIds.MultiFacilityAdministrator,
          },
        },
      };
    },
  },
  // A's own site with B's report id.
  'POST /api/housekeeping/updatereportprops': {
    as: 'admin',
    request: () => ({ payload: { id: other.reportId, facilityId: a.siteIds[0], supervisorNote: 'Taken over' } }),
  },
  'POST /api/housekeeping/reports': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], ids: [other.reportId] } }) },
  // A's own site with B's report id, to one of A's own staff: only the report is foreign.
  'POST /api/housekeeping/emailreport': {
    as: 'admin',
    request: () => ({ payload: { id: other.reportId, facilityId: a.siteIds[0], recipients: [a.emails.Nursing] } }),
  },
  'POST /api/housekeeping/emailauditreport': {
    as: 'admin',
    request: (o) => ({ payload: { id: other.reportId, facilityId: o.siteIds[0], recipients: [a.emails.Nursing] } }),
  },
  'GET /api/housekeeping/emailrecipients': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/housekeeping/markingreports': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0] } }) },
  'POST /api/housekeeping/update': { as: 'admin', request: (o) => ({ payload: { config: { ...configOfA, facilityId: o.siteIds[0] } } }) },
  // Residents: B's site, or A's own site with B's resident or room.
  'GET /api/resident': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'GET /api/resident/:id': {
    as: 'admin',
    request: () => ({ url: `/api/resident/${other.residentId}`, query: { facilityId: a.siteIds[0] } }),
  },
  'GET /api/resident/:id/accesslog': {
    as: 'admin',
    request: () => ({ url: `/api/resident/${other.residentId}/accesslog`, query: { facilityId: a.siteIds[0] } }),
  },
  'POST /api/resident': {
    as: 'admin',
    request: () => ({
      payload: { facilityId: a.siteIds[0], resident: { id: other.residentId, residentId: 'B-1', firstName: 'Taken', lastName: 'Over' } },
    }),
  },
  'DELETE /api/resident': { as: 'admin', request: () => ({ payload: { id: other.residentId, facilityId: a.siteIds[0] } }) },
  'POST /api/resident/checkinout': {
    as: 'admin',
    request: () => ({ payload: { id: other.residentId, facilityId: a.siteIds[0], kind: 'discharge' } }),
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
  'POST /api/staffSchedule': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], from: '2030-01-07', to: '2030-01-13' } }),
  },
  'POST /api/staffSchedule/addassignment': {
    as: 'admin',
    request: (o) => ({
      payload: {
        facilityId: a.siteIds[0],
        assignment: { staffMemberId: o.staffIds.Housekeeper, startDate: '2030-01-07', endDate: '2030-01-07', cleanType: 'Clean' },
      },
    }),
  },
  'POST /api/staffSchedule/update': {
    as: 'admin',
    request: () => ({
      payload: {
        facilityId: a.siteIds[0],
        assignment: { id: other.assignmentId, staffMemberId: null, startDate: '2030-01-07', endDate: '2030-01-07', cleanType: 'Clean' },
      },
    }),
  },
  'POST /api/staffSchedule/delete': { as: 'admin', request: () => ({ payload: { facilityId: a.siteIds[0], id: other.assignmentId } }) },
  'POST /api/staffSchedule/copy': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], period: 'day', date: '2030-01-07' } }),
  },
  'POST /api/staffSchedule/span': { as: 'admin', request: () => ({ payload: { facilityId: a.siteIds[0], id: other.assignmentId } }) },
  'POST /api/staffSchedule/absence': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: a.siteIds[0], staffMemberId: o.staffIds.Housekeeper, date: '2030-01-07', absent: true } }),
  },
  'POST /api/staffSchedule/redistribute': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: a.siteIds[0], staffMemberId: o.staffIds.Housekeeper, date: '2030-01-07', preview: true } }),
  },
  'POST /api/staffSchedule/restrict': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: a.siteIds[0], staffMemberId: o.staffIds.Housekeeper, assignmentId: other.assignmentId } }),
  },
  'POST /api/staffSchedule/templateFromDay': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], date: '2030-01-07', description: 'Taken' } }),
  },
  'POST /api/staffSchedule/applyTemplate': {
    as: 'admin',
    request: () => ({ payload: { facilityId: a.siteIds[0], templateId: other.templateId, date: '2030-01-07', period: 'day' } }),
  },
  'POST /api/facilitySchedule': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0] } }) },
  'POST /api/facilitySchedule/update': {
    as: 'admin',
    request: () => ({
      payload: {
        facilityId: a.siteIds[0],
        schedule: {
          description: 'Taken',
          templateId: other.templateId,
          period: 'day',
          schedule: { period: 'Daily', every: 1, startDate: '2030-01-07' },
        },
      },
    }),
  },
  'POST /api/facilitySchedule/addTransaction': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], id: other.templateId } }),
  },
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
  'GET /api/facility/pbireports': { as: 'provider', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'POST /api/facility/pbireports': { as: 'provider', request: (o) => ({ payload: { facilityId: o.siteIds[0], links: [] } }) },
  'GET /api/reporting/portal': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
  'GET /api/sitedashboard': { as: 'admin', request: (o) => ({ query: { facilityId: o.siteIds[0] } }) },
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

function reportingRequest(facilityId: string) {
  return { facilityId, from: '2026-01-01', to: '2026-01-31' };
}

function calendarImport(facilityId: string) {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const fileText = [
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    'UID:x',
    `DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  return { facilityId, fileText, from: day, to: day, rules: {} };
}

/**
 * Routes only provider administrators reach, who work across organizations: system
 * users belong to the platform, and organizations are listed and edited by them. Organization users
 * are refused before any id is read (tenants.int.test.ts, system-users.int.test.ts).
 */
const PLATFORM_LEVEL = new Set(['POST /api/systemusers', 'DELETE /api/systemusers', 'GET /api/tenant', 'POST /api/tenant/update']);

/** True when a zod schema has a field named like an id (`id`, `tenantId`, `facilityId`, ...). */
function hasIdField(schema: core.$ZodType | undefined, depth = 0): boolean {
  if (!schema || depth > 6) return false;
  const def = (
    schema as unknown as {
      def?: { type?: string; shape?: Record<string, core.$ZodType>; innerType?: core.$ZodType; element?: core.$ZodType };
    }
  ).def;
  if (!def) return false;
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).some(([k, v]) => /(^id$|Id$)/.test(k) || hasIdField(v, depth + 1));
  }
  if (def.innerType) return hasIdField(def.innerType, depth + 1);
  if (def.element) return hasIdField(def.element, depth + 1);
  return false;
}

function routesTakingIds(routes: RouteOptions[]): string[] {
  return routes
    .filter((r) => r.method !== 'HEAD')
    .filter((r) => {
      const s = r.schema as { body?: core.$ZodType; params?: core.$ZodType; querystring?: core.$ZodType } | undefined;
      return r.url.includes(':') || hasIdField(s?.body) || hasIdField(s?.params) || hasIdField(s?.querystring);
    })
    .map((r) => `${String(r.method)} ${r.url}`);
}

describe('another organization’s ids are not found', () => {
  it('has a case for every route that takes an id', () => {
    const found = routesTakingIds(t.routes);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((r) => !CASES[r] && !PLATFORM_LEVEL.has(r))).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s answers 404 for organization B’s ids', async (route, c) => {
    const [method, url] = route.split(' ') as ['POST' | 'GET' | 'DELETE', string];
    const r = c.request(b);
    const res = await t.app.inject({
      method,
      url: r.url ?? url,
      ...(r.query ? { query: r.query } : {}),
      ...(r.payload !== undefined ? { payload: r.payload as object } : {}),
      headers: bearer(sessions[c.as] as TAccountInfo),
    });
    expect(res.statusCode, res.body).toBe(c.status ?? 404);
  });
});
