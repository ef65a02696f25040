export { LUMINANCE_THRESHOLD, luminance, ROOM_COMPLETE_COLOR, textColorOn } from './color.ts';
export { nextLocalMidnight } from './filters.ts';
export { outbreakSince, routinesInForce } from './outbreak-routines.ts';
export { BANNER_TEXT, bannerText } from './presentation.ts';
export { roomStatus } from './room-status.ts';
export { routineBuckets } from './routine-buckets.ts';
export { type CleanTask, type CompletedClean, cleanEndsTask, roomTypeHasCleanType } from './tasks.ts';
export type {
  Banner,
  BannerKind,
  CleanStatus,
  CleanStatusFacts,
  CompletedAtPriority,
  HistoryEntry,
  MarkingReport,
  OutstandingReport,
  RecleanInput,
  ReportStatus,
  RoomStateInput,
  RoomStatus,
  RoomStatusInput,
  RoomStatusLabel,
  RoomStatusOptions,
  RoomTooltip,
  RoutineBucketPair,
  RoutineBuckets,
  RoutineStatus,
  ScheduleType,
  StateCleanStatus,
  TaskCleanInput,
} from './types.ts';
export { REPORT_STATUSES } from './types.ts';
export { type ChangeFacts, nextChangeAt, type WindowFacts, windowStart } from './window.ts';
