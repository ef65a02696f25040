import * as z from 'zod/mini';
import { ASSIGNMENT_AREAS_MAX, optionalText, roomNumbers, weekDays } from './assignment-parts.ts';
import { trimmed, ZId, ZIsoDateTime } from './common.ts';
import { ZEditorSchedule, ZLocalDate } from './schedules.ts';

// A site's assignment templates (/facility/assignmentTemplates) and site schedules (/facilitySchedule*): the
// plans the staff schedule is filled from.

/** One assignment of a template: what it covers and on which day of the template's week (1 = Monday). */
export const ZTemplateAssignment = z.object({
  staffMemberId: z.nullable(ZId),
  description: optionalText(300),
  task: optionalText(300),
  roomNumbers: z._default(roomNumbers, []),
  roomTypeId: z._default(z.nullable(ZId), null),
  facilityAreas: z._default(z.array(ZId).check(z.maxLength(ASSIGNMENT_AREAS_MAX)), []),
  cleanType: optionalText(60),
  /** Week days the assignment applies on when the template fills a week; none listed is every day. */
  scheduledDays: z._default(weekDays, []),
});
export type TTemplateAssignment = z.infer<typeof ZTemplateAssignment>;

export const ZAssignmentTemplate = z.object({
  id: ZId,
  description: trimmed(1, 200),
  assignments: z.array(ZTemplateAssignment).check(z.maxLength(500)),
});
/** A template as the server answers it. */
export const ZAssignmentTemplateView = z.object({
  id: ZId,
  description: z.string(),
  assignments: z.array(
    z.object({
      staffMemberId: z.nullable(ZId),
      description: z.nullable(z.string()),
      task: z.nullable(z.string()),
      roomNumbers: z.array(z.string()),
      roomTypeId: z.nullable(ZId),
      facilityAreas: z.array(ZId),
      cleanType: z.nullable(z.string()),
      scheduledDays: z.array(z.number()),
    }),
  ),
});
export type TAssignmentTemplate = z.infer<typeof ZAssignmentTemplate>;

/** POST /facility/assignmentTemplates: the site's templates as a whole (saved like the site's other lists). */
export const ZSaveAssignmentTemplates = z.object({
  facilityId: ZId,
  templates: z.array(z.object({ ...ZAssignmentTemplate.shape, id: z.optional(ZId) })).check(z.maxLength(100)),
});
export type TSaveAssignmentTemplates = z.infer<typeof ZSaveAssignmentTemplates>;

/** Makes a template from a day's assignments (what the lead just planned). */
export const ZTemplateFromDay = z.object({ facilityId: ZId, date: ZLocalDate, description: trimmed(1, 200) });

/** Applies a template to one day or to the week (Monday to Sunday) of `date`. */
export const ZApplyTemplate = z.object({
  facilityId: ZId,
  templateId: ZId,
  date: ZLocalDate,
  period: z.enum(['day', 'week']),
});
export type TApplyTemplate = z.infer<typeof ZApplyTemplate>;

/**
 * A site schedule (POST /facilitySchedule, /facilitySchedule/update): applies a template on the runs of a
 * schedule-editor schedule (e.g. every Monday at 05:00 the week's rota). /facilitySchedule/addTransaction
 * records a run by hand (apply now).
 */
export const ZFacilitySchedule = z.object({
  id: ZId,
  description: trimmed(1, 200),
  templateId: ZId,
  period: z.enum(['day', 'week']),
  schedule: ZEditorSchedule,
  active: z.boolean(),
  nextRun: z.nullable(ZIsoDateTime),
  lastRun: z.nullable(ZIsoDateTime),
  /** 'created:N:M' (N assignments made, M already there) or 'failed:<error code>'. */
  lastResult: z.nullable(z.string()),
});
export type TFacilitySchedule = z.infer<typeof ZFacilitySchedule>;
export const ZSaveFacilitySchedule = z.object({
  facilityId: ZId,
  schedule: z.object({
    id: z.optional(ZId),
    description: trimmed(1, 200),
    templateId: ZId,
    period: z.enum(['day', 'week']),
    schedule: ZEditorSchedule,
    active: z._default(z.boolean(), true),
    /** Removes the site schedule (its template stays). */
    deleted: z.optional(z.boolean()),
  }),
});
export const ZFacilityScheduleList = z.object({ schedules: z.array(ZFacilitySchedule) });
export type TSaveFacilitySchedule = z.infer<typeof ZSaveFacilitySchedule>;
export const ZFacilityScheduleTransaction = z.object({ facilityId: ZId, id: ZId, date: z.optional(ZLocalDate) });
