import { type Case, other, scene } from './cross-tenant.fixtures.ts';

// The staff and site schedules' cases of the cross-tenant test: organization B's staff, assignments, templates and
// site schedules asked for by organization A.
export const SCHEDULE_CASES: Record<string, Case> = {
  'POST /api/staffSchedule': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], from: '2030-01-07', to: '2030-01-13' } }),
  },
  'POST /api/staffSchedule/addassignment': {
    as: 'admin',
    request: (o) => ({
      payload: {
        facilityId: scene.a.siteIds[0],
        assignment: { staffMemberId: o.staffIds.Housekeeper, startDate: '2030-01-07', endDate: '2030-01-07', cleanType: 'Clean' },
      },
    }),
  },
  'POST /api/staffSchedule/update': {
    as: 'admin',
    request: () => ({
      payload: {
        facilityId: scene.a.siteIds[0],
        assignment: { id: other.assignmentId, staffMemberId: null, startDate: '2030-01-07', endDate: '2030-01-07', cleanType: 'Clean' },
      },
    }),
  },
  'POST /api/staffSchedule/delete': {
    as: 'admin',
    request: () => ({ payload: { facilityId: scene.a.siteIds[0], id: other.assignmentId } }),
  },
  'POST /api/staffSchedule/copy': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], period: 'day', date: '2030-01-07' } }),
  },
  'POST /api/staffSchedule/span': { as: 'admin', request: () => ({ payload: { facilityId: scene.a.siteIds[0], id: other.assignmentId } }) },
  'POST /api/staffSchedule/absence': {
    as: 'admin',
    request: (o) => ({
      payload: { facilityId: scene.a.siteIds[0], staffMemberId: o.staffIds.Housekeeper, date: '2030-01-07', absent: true },
    }),
  },
  'POST /api/staffSchedule/redistribute': {
    as: 'admin',
    request: (o) => ({
      payload: { facilityId: scene.a.siteIds[0], staffMemberId: o.staffIds.Housekeeper, date: '2030-01-07', preview: true },
    }),
  },
  'POST /api/staffSchedule/shift': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: scene.a.siteIds[0], staffMemberId: o.staffIds.Housekeeper, minutes: 450 } }),
  },
  'POST /api/staffSchedule/undo': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0], id: o.staffIds.Housekeeper } }) },
  'POST /api/staffSchedule/restrict': {
    as: 'admin',
    request: (o) => ({
      payload: { facilityId: scene.a.siteIds[0], staffMemberId: o.staffIds.Housekeeper, assignmentId: other.assignmentId },
    }),
  },
  'POST /api/staffSchedule/templateFromDay': {
    as: 'admin',
    request: (o) => ({ payload: { facilityId: o.siteIds[0], date: '2030-01-07', description: 'Taken' } }),
  },
  'POST /api/staffSchedule/applyTemplate': {
    as: 'admin',
    request: () => ({ payload: { facilityId: scene.a.siteIds[0], templateId: other.templateId, date: '2030-01-07', period: 'day' } }),
  },
  'POST /api/facilitySchedule': { as: 'admin', request: (o) => ({ payload: { facilityId: o.siteIds[0] } }) },
  'POST /api/facilitySchedule/update': {
    as: 'admin',
    request: () => ({
      payload: {
        facilityId: scene.a.siteIds[0],
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
};
