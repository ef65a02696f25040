/**
 * The residents feature's query keys. The live updates refresh the lists by their first two parts
 * (lib/live-updates.ts); one resident's record is never refreshed on its own, as each read of it goes
 * into its access log.
 */
export const residentKeys = {
  /** Every resident of the site, current and discharged. */
  list: (facilityId: string | undefined) => ['residents', 'list', facilityId ?? null] as const,
  detail: (id: string | undefined) => ['residents', 'detail', id ?? null] as const,
  /** The site's rooms for the room picker, kept apart from the dashboard's entries, whose shape the outbox reads. */
  rooms: (facilityId: string | undefined) => ['residents', 'rooms', facilityId ?? null] as const,
  accessLog: (id: string | undefined) => ['residents', 'access-log', id ?? null] as const,
};
