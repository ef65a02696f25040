import { CLEAN_RECORD_DEFAULT_DAYS, CLEAN_RECORD_MAX_DAYS, type TCleanRecordRequest } from '@carehome/contracts';
import { addDays, daysBetween } from '@carehome/domain';

// What the clean record screen asks for, kept in the address (?roomId= or ?areaId=, &from=&to=) so the
// room dashboard can link to a room's record and a record can be shared or reloaded.

export interface RecordForm {
  subject: 'room' | 'area';
  id: string | null;
  from: string;
  to: string;
}

/** The form from the address: a room or an area, and the period (default the last 30 days up to today). */
export function formFromParams(params: URLSearchParams, today: string): RecordForm {
  const areaId = params.get('areaId');
  const to = params.get('to') || today;
  return {
    subject: areaId ? 'area' : 'room',
    id: areaId ?? params.get('roomId'),
    from: params.get('from') || addDays(to, 1 - CLEAN_RECORD_DEFAULT_DAYS),
    to,
  };
}

export function paramsOf(form: RecordForm): Record<string, string> {
  return { [form.subject === 'area' ? 'areaId' : 'roomId']: form.id ?? '', from: form.from, to: form.to };
}

/** What is wrong with the period, if anything: a missing date, the order, or more than a year. */
export function periodProblem(form: Pick<RecordForm, 'from' | 'to'>): 'missing' | 'order' | 'tooLong' | null {
  if (!form.from || !form.to) return 'missing';
  if (form.to < form.from) return 'order';
  return daysBetween(form.from, form.to) + 1 > CLEAN_RECORD_MAX_DAYS ? 'tooLong' : null;
}

/** The request of a complete form, else null (nothing is asked yet). */
export function requestOf(facilityId: string | undefined, form: RecordForm): TCleanRecordRequest | null {
  if (!facilityId || !form.id || periodProblem(form)) return null;
  const subject = form.subject === 'area' ? { areaId: form.id } : { roomId: form.id };
  return { facilityId, ...subject, from: form.from, to: form.to };
}
