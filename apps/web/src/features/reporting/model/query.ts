import { REPORT_KINDS, type TReportingRequest, type TReportKind } from '@carehome/contracts';
import { defaultPeriod, isLocalDate } from './period.ts';

// The choices of the reports screen, kept in the address (?report=cleans&from=…&to=…&area=…) so that
// a report can be reloaded and bookmarked. The report runs when the address holds a period (`from`
// and `to`): Run writes the form's choices there.

export interface ReportChoices {
  kind: TReportKind;
  from: string;
  to: string;
  areaIds: string[];
  roomTypes: string[];
  cleanTypes: string[];
  staffMemberId: string | null;
}

export const DEFAULT_KIND: TReportKind = 'cleans';

const isKind = (v: string | null): v is TReportKind => (REPORT_KINDS as readonly string[]).includes(v ?? '');
const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/**
 * The choices in an address's query. `run` is true when it names a valid period; missing or broken
 * values fall back to the defaults (the last 7 days of `today`, the default report).
 */
export function choicesFromQuery(
  params: URLSearchParams,
  today: string,
  fixedKind?: TReportKind,
): { choices: ReportChoices; run: boolean } {
  const from = params.get('from');
  const to = params.get('to');
  const period = isLocalDate(from) && isLocalDate(to) ? { from, to } : null;
  const kindParam = params.get('report');
  const staff = params.get('staff');
  return {
    choices: {
      kind: fixedKind ?? (isKind(kindParam) ? kindParam : DEFAULT_KIND),
      ...(period ?? defaultPeriod(today)),
      areaIds: unique(params.getAll('area')),
      roomTypes: unique(params.getAll('roomType')),
      cleanTypes: unique(params.getAll('cleanType')),
      staffMemberId: staff?.trim() ? staff.trim() : null,
    },
    run: period !== null,
  };
}

/** The query of the choices, in a stable order (the same choices give the same address). */
export function choicesToQuery(choices: ReportChoices, fixedKind?: TReportKind): URLSearchParams {
  const q = new URLSearchParams();
  if (!fixedKind) q.set('report', choices.kind);
  q.set('from', choices.from);
  q.set('to', choices.to);
  for (const id of choices.areaIds) q.append('area', id);
  for (const t of choices.roomTypes) q.append('roomType', t);
  for (const t of choices.cleanTypes) q.append('cleanType', t);
  if (choices.staffMemberId) q.set('staff', choices.staffMemberId);
  return q;
}

/** The request body every report takes. Empty filters are left out (all). */
export function reportingRequest(facilityId: string, choices: ReportChoices): TReportingRequest {
  const filters: NonNullable<TReportingRequest['filters']> = {};
  if (choices.areaIds.length) filters.areaIds = choices.areaIds;
  if (choices.roomTypes.length) filters.roomTypes = choices.roomTypes;
  if (choices.cleanTypes.length) filters.cleanTypes = choices.cleanTypes;
  if (choices.staffMemberId) filters.staffMemberId = choices.staffMemberId;
  return { facilityId, from: choices.from, to: choices.to, ...(Object.keys(filters).length ? { filters } : {}) };
}

/** How many filters are set (shown on the form). */
export function filterCount(choices: ReportChoices): number {
  return (
    (choices.areaIds.length ? 1 : 0) +
    (choices.roomTypes.length ? 1 : 0) +
    (choices.cleanTypes.length ? 1 : 0) +
    (choices.staffMemberId ? 1 : 0)
  );
}
