// A site schedule's last result as the facility_schedules row keeps it ("Facility
// schedule"): 'created:N:M' (N assignments made, M already there) or 'failed:<error code>'.

export type SiteScheduleResult = { result: 'created'; created: number; existing: number } | { result: 'failed'; error: string };

/** The stored text of a run's result. */
export function formatSiteScheduleResult(r: SiteScheduleResult): string {
  return r.result === 'created' ? `created:${r.created}:${r.existing}` : `failed:${r.error}`;
}

/** Reads a stored result; null for none or a text in no known form. */
export function parseSiteScheduleResult(text: string | null | undefined): SiteScheduleResult | null {
  if (!text) return null;
  const created = /^created:(\d+):(\d+)$/.exec(text);
  if (created) return { result: 'created', created: Number(created[1]), existing: Number(created[2]) };
  if (text.startsWith('failed:')) return { result: 'failed', error: text.slice('failed:'.length) || 'server.temporary' };
  return null;
}
