import type { TRoutineSchedule } from '@carehome/contracts';

/** What each form of a routine schedule's kind is given. */
export interface RoutineFormProps<S> {
  value: S;
  onChange: (value: TRoutineSchedule) => void;
  err: (field: string) => string | undefined;
  path: (field: string) => string;
}

/** Sets an optional field, leaving it out when undefined (the JSON stays clean). */
export function withOptional<S extends object, K extends keyof S>(s: S, key: K, v: S[K] | undefined): S {
  const next = { ...s };
  if (v === undefined) delete next[key];
  else next[key] = v;
  return next;
}
