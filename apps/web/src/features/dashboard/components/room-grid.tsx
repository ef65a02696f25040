import type { TDashboardRoom } from '@carehome/contracts';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { memo, type RefObject, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RoomSaves } from '../../../lib/outbox/index.ts';
import { columnsFor, ROW_ESTIMATE, rowOf, rowSlice, rowsFor, TILE_GAP, withRow } from '../model/grid-window.ts';
import type { NameOf } from '../model/tile-text.ts';
import { RoomTile } from './room-tile.tsx';

export interface RoomGridProps {
  /** The rooms the filters let through, in order. */
  rooms: readonly TDashboardRoom[];
  /** Only the rows on screen (a big site, see `windowedSite`), else every tile. */
  windowed: boolean;
  t: TFunction<'dashboard'>;
  /** A configuration name in the reader's language. */
  name: NameOf;
  saves: ReadonlyMap<string, RoomSaves>;
  /** Areas of rooms whose number repeats in the site. */
  areaOf: ReadonlyMap<string, string>;
  onOpen(room: TDashboardRoom): void;
  onHint?: ((room: TDashboardRoom | null, target: HTMLElement | null) => void) | undefined;
}

type TileProps = Omit<RoomGridProps, 'rooms' | 'windowed'>;

function tile(room: TDashboardRoom, p: TileProps) {
  return (
    <RoomTile
      key={room.id}
      room={room}
      t={p.t}
      name={p.name}
      onOpen={p.onOpen}
      onHint={p.onHint}
      saves={p.saves.get(room.id)}
      area={p.areaOf.get(room.id)}
    />
  );
}

/**
 * The room tiles. Memoized: the page re-renders on every tooltip hint and badge change, the grid only
 * when the rooms shown (or what a tile shows) change. A site of up to WINDOW_FROM rooms gets the plain
 * CSS grid; a bigger one only the rows on screen: rendering a thousand tiles took over a second of
 * main thread on a phone.
 */
export const RoomGrid = memo(function RoomGrid({ rooms, windowed, ...tileProps }: RoomGridProps) {
  if (!windowed) {
    return (
      <div className="dash-grid" data-testid="room-grid">
        {rooms.map((room) => tile(room, tileProps))}
      </div>
    );
  }
  return <WindowedGrid rooms={rooms} {...tileProps} />;
});

/**
 * Where the grid is: its width (for the columns) and its top in the page (the virtualizer's scroll
 * margin); null until first laid out. Read in a ResizeObserver callback, which runs once the browser
 * has laid the page out (reading it then forces no extra layout), and applied as a transition: the
 * filters and counts paint first, the rows of tiles render in the next slices of work instead of
 * lengthening the same task.
 */
function useGridBox(ref: RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState<{ width: number; top: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const r = el.getBoundingClientRect();
      const next = { width: Math.round(r.width), top: Math.round(r.top + window.scrollY) };
      startTransition(() => setBox((b) => (b && b.width === next.width && b.top === next.top ? b : next)));
    });
    observer.observe(el);
    // What sits above the grid (the saved-copy notice, filters wrapping onto a second line) moves it
    // without resizing it; it does resize the page's column.
    if (el.parentElement) observer.observe(el.parentElement);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/**
 * Rows of tiles in the page's own scroll (the window scrolls, not a box inside it): the virtualizer
 * places the rows in view and a few more on each side, measures each rendered row (a tile grows when
 * its banner or resident's name wraps) and keeps what is on screen still when a row above it turns
 * out taller or shorter than estimated.
 */
function WindowedGrid({ rooms, ...tileProps }: Omit<RoomGridProps, 'windowed'>) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useGridBox(ref);
  const columns = columnsFor(box?.width ?? 0);
  const count = rowsFor(rooms.length, columns);
  // The row of the focused tile stays rendered when scrolled away: unmounting it would drop keyboard focus.
  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => withRow(defaultRangeExtractor(range), focused.current), []);
  // A row is known by its columns and first room: a measured height stays with the same tiles across
  // the minute's refresh, and a filter or a new width starts from the estimate rather than a stale size.
  const getItemKey = useCallback((row: number) => `${columns}:${rooms[row * columns]?.id ?? row}`, [columns, rooms]);
  const virtualizer = useWindowVirtualizer({
    count: box ? count : 0,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 3,
    gap: TILE_GAP,
    scrollMargin: box?.top ?? 0,
    rangeExtractor,
    getItemKey,
  });
  const where = useRef({ rooms, columns });
  const focusedRow = useCallback((target: EventTarget | null) => {
    const id = target instanceof HTMLElement ? target.dataset.roomId : undefined;
    const index = id ? where.current.rooms.findIndex((r) => r.id === id) : -1;
    return index >= 0 ? rowOf(index, where.current.columns) : null;
  }, []);
  useLayoutEffect(() => {
    where.current = { rooms, columns };
    // New rooms or columns move the focused tile to another row.
    if (ref.current?.contains(document.activeElement)) focused.current = focusedRow(document.activeElement);
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onFocus = (e: FocusEvent) => {
      focused.current = focusedRow(e.target);
    };
    const onBlur = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) focused.current = null;
    };
    el.addEventListener('focusin', onFocus);
    el.addEventListener('focusout', onBlur);
    return () => {
      el.removeEventListener('focusin', onFocus);
      el.removeEventListener('focusout', onBlur);
    };
  }, [focusedRow]);
  const margin = virtualizer.options.scrollMargin;
  return (
    <div
      ref={ref}
      className="dash-grid-windowed"
      data-testid="room-grid"
      data-windowed="true"
      // Until its width is known the grid holds the rest of the screen, so what follows it does not
      // jump down when the rows arrive.
      style={{ height: box ? virtualizer.getTotalSize() : '100vh' }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const { start, end } = rowSlice(row.index, columns, rooms.length);
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className="dash-row"
            style={{ transform: `translateY(${row.start - margin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {rooms.slice(start, end).map((room) => tile(room, tileProps))}
          </div>
        );
      })}
    </div>
  );
}
