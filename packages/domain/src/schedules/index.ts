export { bucketAt, bucketsBetween, nextBuckets, previousBucket, type TBucket, type TBucketOptions } from './buckets.ts';
export { DAYS_PER_MONTH_ESTIMATE, DAYS_PER_YEAR_ESTIMATE, HISTORY_LOOKBACK_DAYS, MAX_BUCKETS_PER_CALL } from './constants.ts';
export { nextRuns } from './editor.ts';
export {
  formatScheduleJson,
  parseEditorSchedule,
  parseRoutineSchedule,
  parseScheduleJson,
  type TScheduleParseResult,
  validateEditorSchedule,
  validateRoutineSchedule,
} from './validate.ts';
