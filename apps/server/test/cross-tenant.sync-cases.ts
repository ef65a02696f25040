import type { Case } from './cross-tenant.fixtures.ts';

// The care-records synchronization's cases of the cross-tenant test: organization B's data sources, runs and
// sites asked for by organization A.
export const SYNC_CASES: Record<string, Case> = {
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
  'POST /api/sync/reconciliation': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], dataSourceId: crypto.randomUUID() } }),
  },
  'POST /api/sync/reconciliation/apply': {
    as: 'admin',
    request: (o) => ({
      payload: {
        facilityId: o.siteIds[0],
        dataSourceId: crypto.randomUUID(),
        pairs: [{ patientId: '1', residentId: crypto.randomUUID() }],
        discharge: [],
        roomAreas: [],
      },
    }),
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
};
