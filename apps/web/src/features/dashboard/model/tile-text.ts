import type { TDashboardRoom } from '@carehome/contracts';

/** A configuration name in the reader's language (`useConfigText`). */
export type NameOf = (text: string) => string;

/** The screen texts a tile needs (the dashboard's `t`, narrowed so a test can pass a plain function). */
export type TileT = (key: string, options?: Record<string, unknown>) => string;

export interface TileTexts {
  /** The banner: a room state's name, else the fixed spec text; null without a banner. */
  banner: string | null;
  /** 'Due soon · Deep Clean': the status, with the clean it is about. */
  status: string;
  roomType: string | null;
}

/**
 * What a tile says about its room. The room state, the clean type and the room type are names the site's
 * administrators wrote: they are read through `name`, so a French tablet never shows the English name
 * beside its own 'Bientôt dû'. The server's banner text is the state's name as written: it is a key too.
 */
export function tileTexts(room: TDashboardRoom, t: TileT, name: NameOf): TileTexts {
  const s = room.status;
  const b = s.banner;
  const banner = !b ? null : b.kind === 'state' ? name(b.text ?? room.roomState?.stateName ?? '') : t(`banner.${b.kind}`);
  const label = t(`status.${s.label}`);
  const status = s.currentCleanType && s.label !== 'OK' ? `${label} · ${name(s.currentCleanType)}` : label;
  return { banner, status, roomType: room.roomType ? name(room.roomType) : null };
}
