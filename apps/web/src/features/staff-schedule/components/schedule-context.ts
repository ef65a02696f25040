import type { TAssignment, TStaffSchedule } from '@carehome/contracts';
import { createContext, useContext } from 'react';
import type { AssignmentFormValues } from '../model/assignment-form.ts';
import type { StaffRow } from '../model/schedule-view.ts';
import type { ResultNoticeValue } from './result-notice.tsx';

/** What the page opens for its sections: the editor, the redistribution, a result notice. */
export interface ScheduleActions {
  create: (preset: Partial<AssignmentFormValues>) => void;
  edit: (assignment: TAssignment) => void;
  redistribute: (staffMemberId: string, date: string) => void;
  notify: (notice: ResultNoticeValue) => void;
}

export interface ScheduleContextValue {
  facilityId: string;
  schedule: TStaffSchedule | undefined;
  rows: StaffRow[];
  actions: ScheduleActions;
  /** A room type or clean type (names of the site's configuration) in the reader's language. */
  name: (text: string) => string;
}

export const ScheduleContext = createContext<ScheduleContextValue | null>(null);

/** The loaded schedule and the page's actions (only under the page, once the schedule is there). */
export function useSchedule(): ScheduleContextValue & { schedule: TStaffSchedule } {
  const value = useContext(ScheduleContext);
  if (!value?.schedule) throw new Error('useSchedule outside a loaded staff schedule');
  return value as ScheduleContextValue & { schedule: TStaffSchedule };
}
