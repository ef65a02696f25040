import * as z from 'zod/mini';
import { trimmed, ZId, ZIsoDateTime } from './common.ts';

/**
 * A feed address of one site: a key of its own for one person's calendar app ('Mei's phone'), so a
 * supervisor can hand out the calendar feed without the site API key. Only the key's SHA-256 is kept.
 */
export const ZCalendarFeedKey = z.object({
  id: ZId,
  label: z.string(),
  createdByName: z.string(),
  createdAt: ZIsoDateTime,
  /** The last feed read with this key (null: never read). */
  lastUsedAt: z.nullable(ZIsoDateTime),
});
export type TCalendarFeedKey = z.infer<typeof ZCalendarFeedKey>;

export const ZCalendarFeedKeyList = z.object({ keys: z.array(ZCalendarFeedKey) });
export type TCalendarFeedKeyList = z.infer<typeof ZCalendarFeedKeyList>;

/** POST /facility/calendarfeedkeys (FacilityAssistant and above). */
export const ZCreateCalendarFeedKey = z.object({ facilityId: ZId, label: trimmed(1, 100) });
export type TCreateCalendarFeedKey = z.infer<typeof ZCreateCalendarFeedKey>;

/** The new key, answered once: the feed address is built from it and never shown again. */
export const ZCalendarFeedKeyCreated = z.object({ key: z.string(), feedKey: ZCalendarFeedKey });
export type TCalendarFeedKeyCreated = z.infer<typeof ZCalendarFeedKeyCreated>;

/** POST /facility/revokecalendarfeedkey: the address stops working at once. */
export const ZRevokeCalendarFeedKey = z.object({ facilityId: ZId, id: ZId });
export type TRevokeCalendarFeedKey = z.infer<typeof ZRevokeCalendarFeedKey>;
