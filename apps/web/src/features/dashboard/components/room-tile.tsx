import type { TDashboardResident, TDashboardRoom } from '@carehome/contracts';
import { IconAlertTriangle, IconCamera, IconCloudUpload, IconMessage, IconVirus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type FocusEvent, type MouseEvent, memo } from 'react';
import { type NameOf, tileTexts } from '../model/tile-text.ts';

/** Resident risk flags in the spec's order: F, E, S, V, P. */
export const RISK_FLAGS = [
  ['fallRisk', 'F'],
  ['exitSeeking', 'E'],
  ['sexuallyAbusive', 'S'],
  ['verballyAbusive', 'V'],
  ['physicallyAggressive', 'P'],
] as const;

export interface RoomTileProps {
  room: TDashboardRoom;
  t: TFunction<'dashboard'>;
  /** A configuration name (room type, clean type, room state) in the reader's language. */
  name: NameOf;
  /** Saves of this room still on this tablet (waiting to be sent, or refused by the server). */
  saves?: { pending: number; failed: number } | undefined;
  /** The room's area, shown when another room of the site has the same number. */
  area?: string | null | undefined;
  onOpen(room: TDashboardRoom): void;
  /** Nursing and above: the tooltip follows hover and focus. */
  onHint?: (room: TDashboardRoom | null, target: HTMLElement | null) => void;
}

/**
 * Everyone who lives in the room: a shared room has two or more residents. A copy of the dashboard saved
 * before shared rooms existed has only `resident`.
 */
export function roomResidents(room: TDashboardRoom): TDashboardResident[] {
  if (room.residents?.length) return room.residents;
  return room.resident ? [room.resident] : [];
}

/**
 * A shared room: one line per resident, their name and then their own flags, so a fall risk is never
 * taken for the roommate's. A long name gives way (ellipsis; the whole name is the line's title).
 */
function SharedResidents({ residents, t }: { residents: TDashboardResident[]; t: TFunction<'dashboard'> }) {
  return (
    <span className="dash-residents" data-count={residents.length}>
      {residents.map((r) => (
        <span key={r.id} className="dash-who" data-testid="tile-resident" title={r.displayName}>
          <span className="dash-who-name">{r.displayName}</span>
          {RISK_FLAGS.filter(([key]) => r[key]).map(([key, letter]) => (
            <span
              key={key}
              className="dash-flag"
              title={t('tile.flagOf', { flag: t(`flags.${key}`), name: r.displayName })}
              role="img"
              aria-label={t('tile.flagOf', { flag: t(`flags.${key}`), name: r.displayName })}
            >
              {letter}
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}

/**
 * One room of the dashboard: number, type, resident, flags, latest report's comment and photo icons,
 * the banner and the status label, on the status colour with a text colour chosen for contrast.
 */
export const RoomTile = memo(function RoomTile({ room, t, name, onOpen, onHint, saves, area }: RoomTileProps) {
  const s = room.status;
  const { banner, status: statusText, roomType } = tileTexts(room, t, name);
  const residents = roomResidents(room);
  const shared = residents.length > 1;
  const flags = RISK_FLAGS.filter(([key]) => residents[0]?.[key]);
  const names = residents.map((r) => r.displayName).join(', ');
  const hint = onHint
    ? {
        onMouseEnter: (e: MouseEvent<HTMLButtonElement>) => onHint(room, e.currentTarget),
        onMouseLeave: () => onHint(null, null),
        onFocus: (e: FocusEvent<HTMLButtonElement>) => onHint(room, e.currentTarget),
        onBlur: () => onHint(null, null),
      }
    : {};
  const resident = names || t('tile.unoccupied');
  // What the tablet still holds for the room: the server's status does not know it yet.
  const held = saves?.failed ? t('tile.notSaved') : saves?.pending ? t('tile.savedOnTablet') : null;
  const label = t('tile.label', { room: room.roomNumber, type: roomType ?? '', resident, status: statusText, banner: banner ?? '' });
  // An outbreak covers the room: said in words with an icon and a striped band, not by colour alone.
  const outbreak = room.outbreakIds?.length ? t('tile.outbreak') : null;
  return (
    <button
      type="button"
      className={s.textColor.toUpperCase() === '#FFFFFF' ? 'dash-tile dash-light-text' : 'dash-tile'}
      data-testid="room-tile"
      data-room={room.roomNumber}
      data-room-id={room.id}
      data-status={s.label}
      data-banner={s.banner?.kind ?? ''}
      data-held={saves?.failed ? 'failed' : saves?.pending ? 'pending' : undefined}
      data-outbreak={outbreak ? 'true' : undefined}
      style={{
        background: s.color,
        color: s.textColor,
        ...(s.border ? { border: `3px ${s.border.style} ${s.border.color}` } : {}),
      }}
      aria-label={[label, area ? t('tile.area', { area }) : null, outbreak ? t('tile.outbreakLabel') : null, held]
        .filter(Boolean)
        .join(' ')}
      onClick={() => onOpen(room)}
      {...hint}
    >
      {banner ? (
        <span className="dash-banner" data-kind={s.banner?.kind}>
          {banner}
        </span>
      ) : null}
      <span className="dash-body">
        <span className="dash-head">
          <span className="dash-number">{room.roomNumber}</span>
          <span className="dash-icons">
            {room.latest.hasComments ? <IconMessage size={18} aria-label={t('tile.hasComments')} role="img" /> : null}
            {room.latest.hasPhotos ? <IconCamera size={18} aria-label={t('tile.hasPhotos')} role="img" /> : null}
          </span>
        </span>
        {area ? (
          <span className="dash-line dash-area" title={area} data-testid="tile-area">
            {area}
          </span>
        ) : null}
        <span className="dash-line" title={roomType ?? undefined}>
          {roomType ?? t('tile.noType')}
        </span>
        {shared ? (
          <SharedResidents residents={residents} t={t} />
        ) : (
          <>
            <span className="dash-line dash-resident" title={names || undefined} data-count={residents.length}>
              {names}
            </span>
            <span className="dash-flags">
              {flags.map(([key, letter]) => (
                <span key={key} className="dash-flag" title={t(`flags.${key}`)} role="img" aria-label={t(`flags.${key}`)}>
                  {letter}
                </span>
              ))}
            </span>
          </>
        )}
        <span className="dash-status" title={statusText}>
          {statusText}
        </span>
      </span>
      {outbreak ? (
        <span className="dash-outbreak" data-testid="tile-outbreak">
          <IconVirus size={14} aria-hidden />
          {outbreak}
        </span>
      ) : null}
      {held ? (
        <span className="dash-held" data-kind={saves?.failed ? 'failed' : 'pending'} data-testid="tile-held">
          {saves?.failed ? <IconAlertTriangle size={14} aria-hidden /> : <IconCloudUpload size={14} aria-hidden />}
          {held}
        </span>
      ) : null}
    </button>
  );
});
