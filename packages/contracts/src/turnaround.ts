import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZLocalDate } from './schedules.ts';

// Turnaround of the cleans residents' moves and room states ask for: response (task asked -> clean
// started), clean (started -> completed) and turnaround (asked -> completed), each against the site's
// targets in minutes, by kind of task and by area, with the tasks past a target still open.

/** The kinds of task measured: a resident arriving, leaving, moving rooms, a room state's clean, an audit's re-clean. */
export const TURNAROUND_KINDS = ['arrival', 'departure', 'transfer', 'state', 'reclean'] as const;
export const ZTurnaroundKind = z.enum(TURNAROUND_KINDS);
export type TTurnaroundKind = z.infer<typeof ZTurnaroundKind>;

export const TURNAROUND_MEASURES = ['response', 'clean', 'turnaround'] as const;
export type TTurnaroundMeasure = (typeof TURNAROUND_MEASURES)[number];

/** Hospital EVS practice: respond within 30 minutes, clean within 30, room ready within 60. */
export const DEFAULT_TURNAROUND_TARGETS = { responseMinutes: 30, cleanMinutes: 30, turnaroundMinutes: 60 } as const;
export const TURNAROUND_TARGET_MAX_MINUTES = 1440;
/** The longest period one KPI answer covers, and the most task rows it lists for drill-down. */
export const TURNAROUND_PERIOD_MAX_DAYS = 366;
export const TURNAROUND_TASK_ROWS_MAX = 200;

const ZTargetMinutes = z.number().check(z.int(), z.gte(1), z.lte(TURNAROUND_TARGET_MAX_MINUTES));

export const ZTurnaroundTargetValues = z.object({
  responseMinutes: ZTargetMinutes,
  cleanMinutes: ZTargetMinutes,
  turnaroundMinutes: ZTargetMinutes,
});
export type TTurnaroundTargetValues = z.infer<typeof ZTurnaroundTargetValues>;

export const ZTurnaroundTargets = z.object({
  ...ZTurnaroundTargetValues.shape,
  facilityId: ZId,
  /** True while the site has saved none: the defaults apply. */
  isDefault: z.boolean(),
});
export type TTurnaroundTargets = z.infer<typeof ZTurnaroundTargets>;

export const ZSaveTurnaroundTargets = z.object({ ...ZTurnaroundTargetValues.shape, facilityId: ZId });
export type TSaveTurnaroundTargets = z.infer<typeof ZSaveTurnaroundTargets>;

export const ZTurnaroundSiteQuery = z.object({ facilityId: ZId });

/** A span of the site's calendar days, first and last included; `areaId` keeps that area and the areas inside it. */
export const ZTurnaroundQuery = z.object({ facilityId: ZId, from: ZLocalDate, to: ZLocalDate, areaId: z.optional(ZId) });
export type TTurnaroundQuery = z.infer<typeof ZTurnaroundQuery>;

/** How one measure of one task stands: within its target, past it, not done yet, or not done and already past it. */
export const ZMeasureStatus = z.enum(['met', 'missed', 'open', 'overdue']);
export type TMeasureStatus = z.infer<typeof ZMeasureStatus>;

/** One measure over many tasks: minutes (median, 90th percentile) of the finished ones and the share within target. */
export const ZMeasureSummary = z.object({
  measured: z.number(),
  met: z.number(),
  missed: z.number(),
  medianMinutes: z.nullable(z.number()),
  p90Minutes: z.nullable(z.number()),
  /** met / measured, 0..1; null when nothing was measured. */
  withinTarget: z.nullable(z.number()),
});
export type TMeasureSummary = z.infer<typeof ZMeasureSummary>;

/** Tasks asked in the period, those a clean ended, those withdrawn (no clean: out of the measures), those still open. */
export const ZTurnaroundCounts = z.object({
  tasks: z.number(),
  completed: z.number(),
  withdrawn: z.number(),
  open: z.number(),
  /** Open tasks already past a target. */
  overdue: z.number(),
});

export const ZTurnaroundSummary = z.object({
  ...ZTurnaroundCounts.shape,
  response: ZMeasureSummary,
  clean: ZMeasureSummary,
  turnaround: ZMeasureSummary,
});
export type TTurnaroundSummary = z.infer<typeof ZTurnaroundSummary>;

/** The room a task was asked of, with its area's names from the top as written (shown in the reader's language). */
export const ZTaskRoom = z.object({ roomId: ZId, roomNumber: z.string(), areaId: z.nullable(ZId), areaPath: z.array(z.string()) });

/** When a task was asked, when the clean that ended it started and finished, and when it left the room. */
export const ZTaskTimes = z.object({
  createdAt: ZIsoDateTime,
  startedAt: z.nullable(ZIsoDateTime),
  completedAt: z.nullable(ZIsoDateTime),
  endedAt: z.nullable(ZIsoDateTime),
});

/** One task as measured; minutes are null until known, a status null when the task was withdrawn. */
export const ZTurnaroundTask = z.object({
  id: ZId,
  ...ZTaskRoom.shape,
  kind: ZTurnaroundKind,
  cleanType: z.nullable(z.string()),
  ...ZTaskTimes.shape,
  withdrawn: z.boolean(),
  responseMinutes: z.nullable(z.number()),
  cleanMinutes: z.nullable(z.number()),
  turnaroundMinutes: z.nullable(z.number()),
  response: z.nullable(ZMeasureStatus),
  clean: z.nullable(ZMeasureStatus),
  turnaround: z.nullable(ZMeasureStatus),
});
export type TTurnaroundTask = z.infer<typeof ZTurnaroundTask>;

export const ZTurnaroundKpis = z.object({
  facilityId: ZId,
  timeZone: z.string(),
  from: ZLocalDate,
  to: ZLocalDate,
  generatedAt: ZIsoDateTime,
  targets: ZTurnaroundTargets,
  totals: ZTurnaroundSummary,
  byKind: z.array(z.object({ ...ZTurnaroundSummary.shape, kind: ZTurnaroundKind })),
  byArea: z.array(z.object({ ...ZTurnaroundSummary.shape, areaId: z.nullable(ZId), areaPath: z.array(z.string()) })),
  /** The period's tasks, newest first, at most TURNAROUND_TASK_ROWS_MAX; `tasksTotal` counts them all. */
  tasks: z.array(ZTurnaroundTask),
  tasksTotal: z.number(),
  /** The latest discharge clean of the site (any period): what the dashboard shows. */
  latestDischarge: z.nullable(ZTurnaroundTask),
});
export type TTurnaroundKpis = z.infer<typeof ZTurnaroundKpis>;

/** The site's open tasks past any target, oldest first, with the targets they missed. */
export const ZTurnaroundOverdue = z.object({
  facilityId: ZId,
  generatedAt: ZIsoDateTime,
  targets: ZTurnaroundTargets,
  tasks: z.array(
    z.object({
      ...ZTurnaroundTask.shape,
      ageMinutes: z.number(),
      missed: z.array(z.enum(TURNAROUND_MEASURES)),
    }),
  ),
});
export type TTurnaroundOverdue = z.infer<typeof ZTurnaroundOverdue>;
export type TOverdueTask = TTurnaroundOverdue['tasks'][number];

/** The organization's sites side by side over each site's last `days` calendar days (today included). */
export const ZTurnaroundSitesQuery = z.object({
  days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(TURNAROUND_PERIOD_MAX_DAYS))),
});
export const TURNAROUND_SITES_DAYS_DEFAULT = 30;
export const ZTurnaroundSites = z.object({
  days: z.number(),
  generatedAt: ZIsoDateTime,
  sites: z.array(
    z.object({
      facilityId: ZId,
      facilityName: z.string(),
      from: ZLocalDate,
      to: ZLocalDate,
      targets: ZTurnaroundTargets,
      totals: ZTurnaroundSummary,
    }),
  ),
});
export type TTurnaroundSites = z.infer<typeof ZTurnaroundSites>;
