// The sites module's public face: the site's layout read (one read for every module), the smaller reads
// of sites, areas and rooms other modules make inside their own transactions, and the layout writes the
// seed and the care-records sync share.
export { findSite, siteExists } from '../../platform/db/site-rows.ts';
export { applyLayoutChanges, newQrCode } from './site-layout.service.ts';
export { type LayoutArea, type LayoutRoom, loadSiteLayout, type SiteLayout } from './site-layout.ts';
export {
  type AreaRow,
  findRoom,
  findSiteRow,
  insertRoomIfNew,
  insertSite,
  listAreas,
  listRooms,
  type RoomRow,
  type SiteRow,
  siteHasArea,
} from './sites.repository.ts';
