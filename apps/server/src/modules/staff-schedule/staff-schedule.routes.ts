import {
  ZAbsence,
  ZAddAssignment,
  ZApplyTemplate,
  ZAssignmentSaved,
  ZAssignmentTemplateView,
  ZCopyAssignments,
  ZCopyResult,
  ZDeleteAssignment,
  ZFacilityScheduleList,
  ZFacilityScheduleTransaction,
  ZId,
  ZOkResponse,
  ZRedistribute,
  ZRedistributePlan,
  ZSaveAssignmentTemplates,
  ZSaveFacilitySchedule,
  ZSpanAssignment,
  ZStaffSchedule,
  ZStaffScheduleRequest,
  ZTemplateFromDay,
  ZUpdateAssignment,
} from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { redistribute, setAbsence } from './absences.ts';
import { addAssignment, copyAssignments, deleteAssignment, spanAssignment, updateAssignment } from './assignment-writes.ts';
import { listFacilitySchedules, runFacilitySchedule, saveFacilitySchedule } from './facility-schedules.service.ts';
import { getStaffSchedule } from './schedule-read.ts';
import { restrictStaff } from './staff-restriction.ts';
import { applyTemplate, getTemplates, saveTemplates, templateFromDay } from './templates.service.ts';

const tags = ['staff schedule'];
const ZTemplates = z.object({ templates: z.array(ZAssignmentTemplateView) });
const ZDeleted = z.object({ ok: z.literal(true), closed: z.boolean() });
const ZRestrict = z.object({ facilityId: ZId, staffMemberId: ZId, assignmentId: z.nullable(ZId) });

/**
 * Staff schedules (POST /staffSchedule, /staffSchedule/update, /staffSchedule/addassignment;
 * POST /facility/assignmentTemplates), with copy, span, absences, redistribution and templates. Nursing and
 * above, in their own site (organization-wide roles in any site of the organization).
 */
export function staffScheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: { minRole: 'Nursing' as const } };
    const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });

    app.post('/staffSchedule', { config, schema: { tags, body: ZStaffScheduleRequest, response: ok(ZStaffSchedule) } }, async (req) =>
      getStaffSchedule(ctx, requireTenant(req), req.body),
    );
    app.post(
      '/staffSchedule/addassignment',
      { config, schema: { tags, body: ZAddAssignment, response: ok(ZAssignmentSaved) } },
      async (req) => addAssignment(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/update',
      {
        config,
        schema: {
          tags,
          description: 'Changes an assignment. A started one is completed with yesterday’s date and the change saved as a new assignment.',
          body: ZUpdateAssignment,
          response: ok(ZAssignmentSaved),
        },
      },
      async (req) => updateAssignment(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/delete',
      {
        config,
        schema: {
          tags,
          description: 'Deletes an assignment; a started one is closed (completed yesterday) instead.',
          body: ZDeleteAssignment,
          response: ok(ZDeleted),
        },
      },
      async (req) => deleteAssignment(ctx, requireTenant(req), requestMeta(req), req.body.facilityId, req.body.id),
    );
    app.post('/staffSchedule/copy', { config, schema: { tags, body: ZCopyAssignments, response: ok(ZCopyResult) } }, async (req) =>
      copyAssignments(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/staffSchedule/span', { config, schema: { tags, body: ZSpanAssignment, response: ok(ZAssignmentSaved) } }, async (req) =>
      spanAssignment(ctx, requireTenant(req), requestMeta(req), req.body.facilityId, req.body.id),
    );
    app.post('/staffSchedule/absence', { config, schema: { tags, body: ZAbsence, response: ok(ZOkResponse) } }, async (req) =>
      setAbsence(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/redistribute',
      {
        config,
        schema: {
          tags,
          description:
            'Shares an absent staff member’s rooms of a day across the staff present, balanced by expected minutes (preview or apply).',
          body: ZRedistribute,
          response: ok(ZRedistributePlan),
        },
      },
      async (req) => redistribute(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/staffSchedule/restrict', { config, schema: { tags, body: ZRestrict, response: ok(ZOkResponse) } }, async (req) =>
      restrictStaff(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/templateFromDay',
      { config, schema: { tags, body: ZTemplateFromDay, response: ok(z.object({ template: ZAssignmentTemplateView })) } },
      async (req) => templateFromDay(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/staffSchedule/applyTemplate', { config, schema: { tags, body: ZApplyTemplate, response: ok(ZCopyResult) } }, async (req) =>
      applyTemplate(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/facility/assignmentTemplates',
      { config, schema: { tags, querystring: z.object({ facilityId: ZId }), response: ok(ZTemplates) } },
      async (req) => ({ templates: await getTemplates(ctx, requireTenant(req), req.query.facilityId) }),
    );
    app.post(
      '/facilitySchedule',
      {
        config,
        schema: {
          tags,
          description: 'The site schedules (a template applied on a schedule).',
          body: z.object({ facilityId: ZId }),
          response: ok(ZFacilityScheduleList),
        },
      },
      async (req) => ({ schedules: await listFacilitySchedules(ctx, requireTenant(req), req.body.facilityId) }),
    );
    app.post(
      '/facilitySchedule/update',
      { config, schema: { tags, body: ZSaveFacilitySchedule, response: ok(ZFacilityScheduleList) } },
      async (req) => saveFacilitySchedule(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/facilitySchedule/addTransaction',
      {
        config,
        schema: {
          tags,
          description: 'Applies a site schedule’s template now (for `date`, default the site’s today).',
          body: ZFacilityScheduleTransaction,
          response: ok(ZCopyResult),
        },
      },
      async (req) => runFacilitySchedule(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/facility/assignmentTemplates',
      { config, schema: { tags, body: ZSaveAssignmentTemplates, response: ok(ZTemplates) } },
      async (req) => saveTemplates(ctx, requireTenant(req), requestMeta(req), req.body),
    );
  };
}
