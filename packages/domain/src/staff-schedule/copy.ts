import type { TAssignmentFields } from '@carehome/contracts';
import { addDays, coveredDates, coversDay, weekOf } from './days.ts';
import { assignmentFieldsOf } from './rules.ts';

// Copy to the next day or the next week, and span to the week ("staff schedule with
// assignments and tasks (copy to next day or next week, span to the week)").
// - Copy a day: every assignment that applies on that day gets a one-day copy on the next day, unless
//   it applies on the next day already (a multi-day assignment does not need a copy).
// - Copy a week (Monday to Sunday): every assignment that applies on a day of that week is copied seven
//   days later, cut to the days it had in that week, unless it applies on all those days already.
// - Span: an assignment is stretched to the Sunday of its week (from today at the earliest).

export interface CopySource extends TAssignmentFields {
  id: string;
}

export interface CopyPlan {
  created: TAssignmentFields[];
  /** Assignments that already apply where the copy would go. */
  skipped: number;
}

function copyFields(a: TAssignmentFields, startDate: string, endDate: string): TAssignmentFields {
  return { ...assignmentFieldsOf(a), startDate, endDate };
}

export function planCopy(assignments: readonly CopySource[], period: 'day' | 'week', date: string): CopyPlan {
  const created: TAssignmentFields[] = [];
  let skipped = 0;
  if (period === 'day') {
    const next = addDays(date, 1);
    for (const a of assignments) {
      if (!coversDay(a, date)) continue;
      if (coversDay(a, next)) skipped++;
      else created.push({ ...copyFields(a, next, next), scheduledDays: [] });
    }
    return { created, skipped };
  }
  const { monday, sunday } = weekOf(date);
  for (const a of assignments) {
    const days = coveredDates(a, monday, sunday);
    if (days.length === 0) continue;
    const target = days.map((d) => addDays(d, 7));
    if (target.every((d) => coversDay(a, d))) {
      skipped++;
      continue;
    }
    created.push(copyFields(a, target[0] as string, target.at(-1) as string));
  }
  return { created, skipped };
}

/** The end date that spans the assignment to its week's Sunday, or null when it already reaches it. */
export function spanEndDate(a: Pick<TAssignmentFields, 'startDate' | 'endDate'>, today: string): string | null {
  const from = a.startDate < today ? today : a.startDate;
  const { sunday } = weekOf(from);
  return a.endDate >= sunday ? null : sunday;
}
