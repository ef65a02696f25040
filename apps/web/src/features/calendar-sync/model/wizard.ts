import {
  CALENDAR_PATTERN_MAX,
  type TCalendarEvent,
  type TCalendarImportProfile,
  type TCalendarProfileRules,
  type TCalendarReview,
  type TCalendarTargetField,
  type TSaveCalendarProfiles,
} from '@carehome/contracts';
import { checkRegex, DEFAULT_CALENDAR_MAPPING, eventFilter, eventMapper, type MappedValues, rulesProblems } from '@carehome/domain';

// The calendar import wizard's state and its pure steps: the default week, the rules as edited (kept
// whole while going back and forth), what is sent, the live mapping preview, and the saved profiles.

export interface WizardDraft {
  profileId: string | null;
  fileName: string;
  fileText: string;
  from: string;
  to: string;
  rules: TCalendarProfileRules;
  /** Read the file's cancelled events too (listed in the review, never imported). */
  includeCancelled: boolean;
}

/** Adds days to a 'YYYY-MM-DD' date (calendar arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday to Sunday of the week holding the site's today. */
export function weekOf(today: string): { from: string; to: string } {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(today, -weekday);
  return { from, to: addDays(from, 6) };
}

export function newDraft(today: string): WizardDraft {
  return { profileId: null, fileName: '', fileText: '', ...weekOf(today), rules: defaultRules(), includeCancelled: false };
}

export function defaultRules(): TCalendarProfileRules {
  return { filters: [], mapping: DEFAULT_CALENDAR_MAPPING.map((m) => ({ ...m })), replacements: [] };
}

/** The wizard with a profile's rules (a copy, so edits do not change the saved list until saved). */
export function withProfile(draft: WizardDraft, profile: TCalendarImportProfile | null): WizardDraft {
  if (!profile) return { ...draft, profileId: null, rules: defaultRules(), includeCancelled: false };
  const { filters, mapping, replacements } = structuredClone(profile);
  return { ...draft, profileId: profile.id, rules: { filters, mapping, replacements }, includeCancelled: profile.includeCancelled };
}

export interface PatternProblem {
  code: string;
  /** The reason in English; `problem` is its key in `calendar-sync:regexProblem`. */
  reason: string;
  problem: string;
  /** The part of the pattern at fault, when the engine names one. */
  at?: string;
}

/** What is wrong with a pattern as typed (null when it is fine or empty). */
export function patternProblem(pattern: string | null): PatternProblem | null {
  if (!pattern) return null;
  const check = checkRegex(pattern);
  return check.ok ? null : { code: check.code, reason: check.reason, problem: check.problem, ...(check.at ? { at: check.at } : {}) };
}

/** 'Invalid regular expression: ' and the reason, in the user's language (the part at fault as typed). */
export function patternProblemText(t: (key: string, options?: Record<string, unknown>) => string, p: PatternProblem): string {
  const reason = t(`calendar-sync:regexProblem.${p.problem}`, { max: CALENDAR_PATTERN_MAX, defaultValue: '' });
  const said = reason && p.at ? t('calendar-sync:regexProblemAt', { reason, at: p.at }) : reason;
  return t(`errors:${p.code}`, { reason: said || p.reason });
}

/** The rules as sent: empty mapping patterns are none, rows not filled in yet are left out. */
export function rulesToSend(rules: TCalendarProfileRules): TCalendarProfileRules {
  return {
    filters: rules.filters.filter((f) => f.pattern.trim() !== ''),
    mapping: rules.mapping.map((m) => ({ ...m, pattern: m.pattern?.trim() ? m.pattern : null })),
    replacements: rules.replacements.filter((r) => r.from.trim() !== ''),
  };
}

/** True when every pattern compiles safely, so the domain's filter and mapper may run. */
export function rulesUsable(rules: TCalendarProfileRules): boolean {
  return rulesProblems(rulesToSend(rules)).length === 0;
}

export interface MappingPreviewRow {
  event: TCalendarEvent;
  kept: boolean;
  values: MappedValues;
}

/** The first events of the file through the filters, mapping and replacements, as the server will read them. */
export function mappingPreview(events: readonly TCalendarEvent[], rules: TCalendarProfileRules, limit = 5): MappingPreviewRow[] {
  if (!rulesUsable(rules)) return [];
  const sent = rulesToSend(rules);
  const keep = eventFilter(sent.filters);
  const map = eventMapper(sent.mapping, sent.replacements);
  return events.slice(0, limit).map((event) => ({ event, kept: keep(event), values: map(event) }));
}

/** The mapped values of one target as text ('' when none). */
export function mappedText(values: MappedValues, target: TCalendarTargetField): string {
  return (values[target] ?? []).join(', ');
}

/** The site's whole profile list to save: the draft's rules as a new profile, or replacing the chosen one. */
export function profilesToSave(
  facilityId: string,
  profiles: readonly TCalendarImportProfile[],
  name: string,
  rules: TCalendarProfileRules,
  replaceId: string | null,
  includeCancelled = false,
): TSaveCalendarProfiles {
  const own = { name: name.trim(), ...rulesToSend(rules), includeCancelled };
  const list = profiles.map((p) => (p.id === replaceId ? { ...own, id: p.id } : p));
  return { facilityId, profiles: replaceId && profiles.some((p) => p.id === replaceId) ? list : [...list, own] };
}

/** The assignments of cancelled occurrences the import removes (made by an earlier import). */
export function cancelledRemovals(review: TCalendarReview | undefined): number {
  return (review?.rows ?? []).filter((r) => r.action === 'cancelled' && r.assignmentId).length;
}

/** The first day the import wrote (created or updated), where the staff schedule opens afterwards. */
export function firstImportedDay(review: TCalendarReview | undefined, fallback: string): string {
  const days = (review?.rows ?? [])
    .filter((r) => r.action === 'create' || r.action === 'update')
    .map((r) => r.assignment?.startDate ?? r.event.startDate)
    .sort();
  return days[0] ?? fallback;
}
