import type { TRoutineSchedule } from '@carehome/contracts';
import { nextBuckets } from '@carehome/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBucket } from '../../lib/schedule-text.ts';
import { SchedulePreviewCard } from './preview-card.tsx';

/**
 * The next five time buckets of a valid routine schedule in the site's time zone; a Relative one is
 * counted from a clean done now.
 */
export function BucketPreview({
  value,
  valid,
  timeZone,
  lang,
}: {
  value: TRoutineSchedule;
  valid: boolean;
  timeZone: string;
  lang: string;
}) {
  const { t } = useTranslation('config');
  const buckets = useMemo(() => {
    if (!valid) return null;
    try {
      const now = new Date();
      return nextBuckets(value, timeZone, now, 5, value.type === 'Relative' ? { lastCleanAt: now } : undefined);
    } catch {
      return null;
    }
  }, [value, valid, timeZone]);
  return (
    <SchedulePreviewCard
      testId="bucket-preview"
      title={t('preview.title')}
      titleOrder={4}
      note={value.type === 'Relative' ? t('preview.relativeNote', { zone: timeZone }) : t('preview.zoneNote', { zone: timeZone })}
      valid={valid}
      items={buckets?.map((b) => ({ key: b.start.toISOString(), label: formatBucket(b, timeZone, lang, t) })) ?? null}
    />
  );
}
