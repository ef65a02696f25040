/** Spec constant: how far back history is read for an unlimited or relative schedule (10 years). */
export const HISTORY_LOOKBACK_DAYS = 3650;

/** Spec constant: a monthly period is estimated as 30 days (bucket dates still follow calendar months). */
export const DAYS_PER_MONTH_ESTIMATE = 30;

/** Spec constant: a yearly period is estimated as 365 days (bucket dates still follow calendar years). */
export const DAYS_PER_YEAR_ESTIMATE = 365;

/** Guard for range queries: a call that would build more buckets than this throws instead of running away. */
export const MAX_BUCKETS_PER_CALL = 50_000;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
