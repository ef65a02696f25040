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
  ZSetShift,
  ZSpanAssignment,
  ZStaffSchedule,
  ZStaffScheduleRequest,
  ZTemplateFromDay,
  ZUndoRequest,
  ZUndoResult,
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
import { setShift } from './shifts.ts';
import { restrictStaff } from './staff-restriction.ts';
import { applyTemplate, getTemplates, saveTemplates, templateFromDay } from './templates.service.ts';
import { undoChange } from './undo.ts';

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
    /** A schedule route's options: its body, its answer, and a description where the path does not say enough. */
    const route = <B extends z.ZodMiniType>(body: B, response: z.ZodMiniType, description?: string) => ({
      config,
      schema: { tags, ...(description === undefined ? {} : { description }), body, response: ok(response) },
    });

    app.post('/staffSchedule', route(ZStaffScheduleRequest, ZStaffSchedule), async (req) =>
      getStaffSchedule(ctx, requireTenant(req), req.body),
    );
    app.post('/staffSchedule/addassignment', route(ZAddAssignment, ZAssignmentSaved), async (req) =>
      addAssignment(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/update',
      route(
        ZUpdateAssignment,
        ZAssignmentSaved,
        'Changes an assignment. A started one is completed with yesterday’s date and the change saved as a new assignment.',
      ),
      async (req) => updateAssignment(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/delete',
      route(ZDeleteAssignment, ZDeleted, 'Deletes an assignment; a started one is closed (completed yesterday) instead.'),
      async (req) => deleteAssignment(ctx, requireTenant(req), requestMeta(req), req.body.facilityId, req.body.id),
    );
    app.post('/staffSchedule/copy', route(ZCopyAssignments, ZCopyResult), async (req) =>
      copyAssignments(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/staffSchedule/span', route(ZSpanAssignment, ZAssignmentSaved), async (req) =>
      spanAssignment(ctx, requireTenant(req), requestMeta(req), req.body.facilityId, req.body.id),
    );
    app.post('/staffSchedule/absence', route(ZAbsence, ZOkResponse), async (req) =>
      setAbsence(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/redistribute',
      route(
        ZRedistribute,
        ZRedistributePlan,
        'Shares an absent staff member’s rooms of a day across the staff present, balanced by expected minutes (preview or apply).',
      ),
      async (req) => redistribute(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/shift',
      route(ZSetShift, ZOkResponse, 'Sets a staff member’s shift length (null: the site’s default), or without one the site’s default.'),
      async (req) => setShift(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/staffSchedule/undo',
      route(ZUndoRequest, ZUndoResult, 'Takes back a copy, span, redistribution or site schedule run by hand, within 30 minutes.'),
      async (req) => undoChange(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/staffSchedule/restrict', route(ZRestrict, ZOkResponse), async (req) =>
      restrictStaff(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/staffSchedule/templateFromDay', route(ZTemplateFromDay, z.object({ template: ZAssignmentTemplateView })), async (req) =>
      templateFromDay(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/staffSchedule/applyTemplate', route(ZApplyTemplate, ZCopyResult), async (req) =>
      applyTemplate(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/facility/assignmentTemplates',
      { config, schema: { tags, querystring: z.object({ facilityId: ZId }), response: ok(ZTemplates) } },
      async (req) => ({ templates: await getTemplates(ctx, requireTenant(req), req.query.facilityId) }),
    );
    app.post(
      '/facilitySchedule',
      route(z.object({ facilityId: ZId }), ZFacilityScheduleList, 'The site schedules (a template applied on a schedule).'),
      async (req) => ({ schedules: await listFacilitySchedules(ctx, requireTenant(req), req.body.facilityId) }),
    );
    app.post('/facilitySchedule/update', route(ZSaveFacilitySchedule, ZFacilityScheduleList), async (req) =>
      saveFacilitySchedule(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/facilitySchedule/addTransaction',
      route(ZFacilityScheduleTransaction, ZCopyResult, 'Applies a site schedule’s template now (for `date`, default the site’s today).'),
      async (req) => runFacilitySchedule(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/facility/assignmentTemplates', route(ZSaveAssignmentTemplates, ZTemplates), async (req) =>
      saveTemplates(ctx, requireTenant(req), requestMeta(req), req.body),
    );
  };
}
