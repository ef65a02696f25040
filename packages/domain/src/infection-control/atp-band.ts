import type { TAtpBand, TAtpLimit, TAtpReading, TAuditStatus } from '@carehome/contracts';

// What an ATP reading means under a site's limits, and the audit result it gives (decision record
// "ATP limits and bands": caution is a pass that is flagged, as the luminometer makers' programmes treat it).

const key = (text: string) => text.trim().toLocaleLowerCase('en');

/** The limit that applies: the surface's own under the brand first, else the brand's; brand and surface match without regard to case. */
export function atpLimitFor(limits: readonly TAtpLimit[], brand: string, surface: string | null): TAtpLimit | null {
  const b = key(brand);
  const s = surface === null ? '' : key(surface);
  let brandLimit: TAtpLimit | null = null;
  for (const l of limits) {
    if (key(l.brand) !== b) continue;
    const ls = l.surface === null ? '' : key(l.surface);
    if (ls === '') brandLimit = l;
    else if (s !== '' && ls === s) return l;
  }
  return brandLimit;
}

/** The band of a reading: pass up to passMax, caution up to cautionMax, fail above; null when the site has no limit for the brand. */
export function atpBand(limits: readonly TAtpLimit[], brand: string, surface: string | null, rlu: number): TAtpBand | null {
  const limit = atpLimitFor(limits, brand, surface);
  if (!limit) return null;
  if (rlu <= limit.passMax) return 'pass';
  return rlu <= limit.cautionMax ? 'caution' : 'fail';
}

/** The audit result a band gives: pass and caution are Cleaned Pass (caution is flagged in reports), fail is Cleaned Fail. */
export function auditStatusOfBand(band: TAtpBand): TAuditStatus {
  return band === 'fail' ? 'CleanedFailed' : 'CleanedPass';
}

/**
 * The auditor set a result the reading's band does not give: that needs a reason. Not Present and Not
 * Observed are not results a reading can give or contradict.
 */
export function atpOverridden(reading: Pick<TAtpReading, 'band'> | null | undefined, status: TAuditStatus): boolean {
  if (!reading?.band || status === 'NotObserved' || status === 'NotPresent') return false;
  return status !== auditStatusOfBand(reading.band);
}

/**
 * The reading with its band from the site's limits (what the server keeps: it never trusts the band a
 * tablet sent) and an override reason only when the result overrides the band.
 */
export function withAtpBand(reading: TAtpReading, limits: readonly TAtpLimit[], surface: string | null, status: TAuditStatus): TAtpReading {
  const band = atpBand(limits, reading.brand, surface, reading.rlu);
  const next = { ...reading, band };
  const reason = reading.overrideReason?.trim() || null;
  return { ...next, overrideReason: atpOverridden(next, status) ? reason : null };
}

/** The ATP brands a site has limits for, as first written, in order. */
export function atpBrands(limits: readonly Pick<TAtpLimit, 'brand'>[]): string[] {
  const seen = new Map<string, string>();
  for (const l of limits) if (!seen.has(key(l.brand))) seen.set(key(l.brand), l.brand.trim());
  return [...seen.values()];
}

/** The first limit that repeats another's brand and surface (case aside), by index, or -1. */
export function duplicateAtpLimit(limits: readonly Pick<TAtpLimit, 'brand' | 'surface'>[]): number {
  const seen = new Set<string>();
  for (const [i, l] of limits.entries()) {
    const k = `${key(l.brand)}\u0000${l.surface === null ? '' : key(l.surface)}`;
    if (seen.has(k)) return i;
    seen.add(k);
  }
  return -1;
}
