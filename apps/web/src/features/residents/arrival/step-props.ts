import type { ArrivalValues } from '../model/arrival-draft.ts';

/** What every step of the arrival workflow gets: the values, a setter, and the messages beside fields. */
export interface StepProps {
  values: ArrivalValues;
  set: (patch: Partial<ArrivalValues>) => void;
  /** Translated messages by field ('firstName', 'roomId', 'preCleanNotes.0'...). */
  errors: Record<string, string>;
  facilityId: string;
  timeZone: string;
}
