import type { TBucketView, TDashboardRoom } from '@carehome/contracts';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import type { NameOf } from '../model/tile-text.ts';

/** "start – end (due …)" in the site's zone. */
function bucketText(b: TBucketView | null, timeZone: string, t: TFunction<'dashboard'>): string {
  if (!b) return t('tooltip.none');
  const start = formatDisplayDateTime(b.start, timeZone);
  const due = formatDisplayDateTime(b.due, timeZone);
  return b.end ? t('tooltip.bucket', { start, end: formatDisplayDateTime(b.end, timeZone), due }) : t('tooltip.openBucket', { start, due });
}

/**
 * The tooltip of a tile for Nursing and above: scheduled clean, schedule type, time
 * bucket, due soon, missed, incomplete and the previous time bucket. One for the whole grid, placed
 * beside the tile under the pointer or focus.
 */
export function RoomTooltip({
  room,
  target,
  timeZone,
  t,
  name,
}: {
  room: TDashboardRoom | null;
  target: HTMLElement | null;
  timeZone: string;
  t: TFunction<'dashboard'>;
  /** The scheduled clean type in the reader's language. */
  name: NameOf;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    if (!room || !target || !ref.current) {
      setPos(null);
      return;
    }
    const r = target.getBoundingClientRect();
    const box = ref.current.getBoundingClientRect();
    const right = r.right + 8 + box.width <= window.innerWidth;
    const left = right ? r.right + 8 : Math.max(8, r.left - 8 - box.width);
    const top = Math.min(Math.max(8, r.top), window.innerHeight - box.height - 8);
    setPos({ left, top });
  }, [room, target]);
  if (!room) return null;
  const tip = room.status.tooltip;
  const yesNo = (v: boolean) => (v ? t('tooltip.yes') : t('tooltip.no'));
  return (
    <div
      ref={ref}
      className="dash-tooltip"
      role="tooltip"
      data-testid="room-tooltip"
      style={pos ? { left: pos.left, top: pos.top } : { left: -9999, top: 0 }}
    >
      <dl>
        <dt>{t('tooltip.scheduledClean')}</dt>
        <dd>{tip.scheduledClean ? name(tip.scheduledClean) : t('tooltip.none')}</dd>
        <dt>{t('tooltip.scheduleType')}</dt>
        <dd>{tip.scheduleType ? t(`scheduleType.${tip.scheduleType}`, { defaultValue: tip.scheduleType }) : t('tooltip.none')}</dd>
        <dt>{t('tooltip.timeBucket')}</dt>
        <dd>{bucketText(tip.bucket, timeZone, t)}</dd>
        <dt>{t('tooltip.dueSoon')}</dt>
        <dd>{yesNo(tip.dueSoon)}</dd>
        <dt>{t('tooltip.missed')}</dt>
        <dd>{yesNo(tip.missed)}</dd>
        <dt>{t('tooltip.incomplete')}</dt>
        <dd>{yesNo(tip.incomplete)}</dd>
        <dt>{t('tooltip.previousBucket')}</dt>
        <dd>{bucketText(tip.previousBucket, timeZone, t)}</dd>
      </dl>
    </div>
  );
}
