import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';

// Outbreak mode of a site or an area (a wing or a floor, with the areas nested in it): while it runs, the
// area's rooms follow the configuration's outbreak routines, tiles say so, its staff acknowledge a notice and
// audits are suggested there first. Several outbreaks can run at once.

/** An outbreak that is running: `areaId` null means the whole site. */
export const ZActiveOutbreak = z.object({
  id: ZId,
  facilityId: ZId,
  areaId: z.nullable(ZId),
  /** The area's path as the site shows it ('Wing A / Floor 2'); null for the whole site. */
  areaPath: z.nullable(z.string()),
  reason: z.string(),
  startedAt: ZIsoDateTime,
  startedByName: z.string(),
});
export type TActiveOutbreak = z.infer<typeof ZActiveOutbreak>;
