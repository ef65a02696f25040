import type { TAcknowledgementLevel, TBriefingLevel, TRole } from '@carehome/contracts';
import { roleIncludes } from '../roles.ts';
import { type AreaLink, areasOverlap } from '../sites/area-path.ts';

// Daily briefings and acknowledgements: who may edit which level, which briefings apply to a
// person's position at a site, what a person still has to acknowledge, and the briefing report's CSV.

/**
 * The least role that edits briefings of each level. The briefings screen (/admin/dailybriefings) is open to
 * MultiFacilityAdministrator and above, so the organization's administrators keep the site's briefing and
 * the site and organization levels; the health authority's and the province's are the provider's
 * (system users: SiteAssistant and above).
 */
export const BRIEFING_LEVEL_EDITOR: Readonly<Record<TBriefingLevel, TRole>> = {
  Briefing: 'MultiFacilityAdministrator',
  Site: 'MultiFacilityAdministrator',
  Organization: 'MultiFacilityAdministrator',
  HealthAuthority: 'SiteAssistant',
  Provincial: 'SiteAssistant',
};

/**
 * The least role that edits acknowledgements of each jurisdiction level ('editing ...
 * acknowledgements requires permission (acknowledgements are level-based)'). /admin/acknowledgements is
 * open to Nursing, who read them; a site's are kept by its managers and supervisors (FacilityAdministrator
 * and FacilityAssistant are treated alike), the organization's by its administrators, the health
 * authority's and the province's by the provider.
 */
export const ACKNOWLEDGEMENT_LEVEL_EDITOR: Readonly<Record<TAcknowledgementLevel, TRole>> = {
  Site: 'FacilityAssistant',
  Organization: 'MultiFacilityAdministrator',
  HealthAuthority: 'SiteAssistant',
  Provincial: 'SiteAssistant',
};

/** May this role create, change or delete briefings of this level? */
export function mayEditBriefingLevel(role: TRole, level: TBriefingLevel): boolean {
  return roleIncludes(role, BRIEFING_LEVEL_EDITOR[level]);
}

/** May this role change acknowledgements of this jurisdiction level? */
export function mayEditAcknowledgementLevel(role: TRole, level: TAcknowledgementLevel): boolean {
  return roleIncludes(role, ACKNOWLEDGEMENT_LEVEL_EDITOR[level]);
}

/** Briefing and Site levels belong to one site; Organization and above to every site of the organization. */
export function isSiteLevel(level: TBriefingLevel | TAcknowledgementLevel): boolean {
  return level === 'Briefing' || level === 'Site';
}

/** Provider levels live on the platform (one list for every organization) and are kept through /chssystem. */
export function isProviderLevel(level: TAcknowledgementLevel): boolean {
  return level === 'HealthAuthority' || level === 'Provincial';
}

/** The order staff see the sections in: today's briefing first, then up the jurisdictions. */
export const LEVEL_ORDER: readonly TBriefingLevel[] = ['Briefing', 'Site', 'Organization', 'HealthAuthority', 'Provincial'];

const samePosition = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export interface BriefingFact {
  id: string;
  facilityId: string | null;
  level: TBriefingLevel;
  name: string;
  isDefault: boolean;
  positions: readonly string[];
}

/**
 * The briefings that apply to a person at a site: of that site or organization-wide, and per level those
 * naming the person's position (a briefing naming no position is for everyone); a level where none
 * applies falls back to its default briefings. Ordered by LEVEL_ORDER, then by name.
 */
export function briefingsFor<B extends BriefingFact>(all: readonly B[], who: { facilityId: string; position: string | null }): B[] {
  const out: B[] = [];
  for (const level of LEVEL_ORDER) {
    const here = all.filter((b) => b.level === level && (b.facilityId === null || b.facilityId === who.facilityId));
    const matching = here.filter(
      (b) => b.positions.length === 0 || (who.position !== null && b.positions.some((p) => samePosition(p, who.position as string))),
    );
    const chosen = matching.length ? matching : here.filter((b) => b.isDefault);
    out.push(...[...chosen].sort((a, b) => a.name.localeCompare(b.name)));
  }
  return out;
}

export interface AcknowledgementFact {
  id: string;
  level: TAcknowledgementLevel;
  facilityId: string | null;
  date: string;
  /** An area's notice (an outbreak's): asked of the staff who work there; null or absent: the whole site. */
  areaId?: string | null;
}

/** Who reads: the area a staff member is restricted to (null: the whole site), and the site's areas. */
export interface AcknowledgementReader {
  restrictedAreaId: string | null;
  areas: ReadonlyMap<string, AreaLink>;
}

/**
 * Whether an acknowledgement is asked of a reader. An area's notice is asked of everyone who works in
 * that area: the staff not restricted to an area, and those restricted to it, to an area inside it or to
 * the area it sits in. Staff restricted to another part of the site are not asked.
 */
export function asksReader(a: Pick<AcknowledgementFact, 'areaId'>, reader: AcknowledgementReader): boolean {
  if (!a.areaId || !reader.restrictedAreaId) return true;
  return areasOverlap(reader.areas, a.areaId, reader.restrictedAreaId);
}

/**
 * Acknowledgements that concern a person of a site: the site's, the organization's and the provider's;
 * with a `reader`, only those asked of that person.
 */
export function acknowledgementsFor<A extends AcknowledgementFact>(
  all: readonly A[],
  facilityId: string,
  today: string,
  reader?: AcknowledgementReader,
): A[] {
  return all
    .filter((a) => (a.facilityId === null || a.facilityId === facilityId) && a.date <= today && (!reader || asksReader(a, reader)))
    .sort((a, b) => (a.date === b.date ? LEVEL_ORDER.indexOf(b.level) - LEVEL_ORDER.indexOf(a.level) : a.date < b.date ? -1 : 1));
}

/** What a person still has to acknowledge today (dated up to today, asked of them, not acknowledged yet). */
export function outstandingAcknowledgements<A extends AcknowledgementFact>(
  all: readonly A[],
  acknowledged: ReadonlySet<string>,
  facilityId: string,
  today: string,
  reader?: AcknowledgementReader,
): A[] {
  return acknowledgementsFor(all, facilityId, today, reader).filter((a) => !acknowledged.has(a.id));
}

/** Orders a briefing's items as given and numbers them 1..n. */
export function numberItems<I>(items: readonly I[]): (I & { order: number })[] {
  return items.map((item, i) => ({ ...item, order: i + 1 }));
}

/** One field of a CSV file (RFC 4180), quoted when it holds a delimiter, a quote or a line break. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet: prefix it with an apostrophe.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text of rows (CRLF line ends, as spreadsheets expect; a byte-order mark so they read UTF-8). */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export interface BriefingReportFact {
  date: string;
  acknowledgements: readonly { id: string; message: string; level: TAcknowledgementLevel }[];
  rows: readonly {
    name: string;
    staffRefId: string | null;
    position: string | null;
    /** `asked` false: an area's notice for an area the person does not work in. */
    acknowledged: readonly { acknowledgementId: string; at: string | null; asked?: boolean }[];
    itemsChecked: number;
    itemsTotal: number;
  }[];
}

/**
 * The briefing report as CSV: one line per staff member, the briefing items checked, then per
 * acknowledgement the time it was acknowledged or the word for 'not yet'. `labels` are in the reader's
 * language; `formatTime` writes an instant (the site's clock).
 */
export function briefingReportCsv(
  report: BriefingReportFact,
  labels: { name: string; staffId: string; position: string; checked: string; notYet: string; notAsked: string },
  formatTime: (iso: string) => string,
): string {
  const header = [labels.name, labels.staffId, labels.position, labels.checked, ...report.acknowledgements.map((a) => a.message)];
  const lines = report.rows.map((r) => [
    r.name,
    r.staffRefId,
    r.position,
    `${r.itemsChecked}/${r.itemsTotal}`,
    ...report.acknowledgements.map((a) => {
      const entry = r.acknowledged.find((x) => x.acknowledgementId === a.id);
      if (entry?.at) return formatTime(entry.at);
      return entry?.asked === false ? labels.notAsked : labels.notYet;
    }),
  ]);
  return toCsv([header, ...lines]);
}
