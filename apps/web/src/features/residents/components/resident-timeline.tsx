import type { TResidentEvent } from '@carehome/contracts';
import { Text, Timeline } from '@mantine/core';
import { IconArrowBackUp, IconArrowsExchange, IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { displayDate } from '../model/resident-list.ts';
import { useSiteNames } from './use-site-names.ts';

const ICONS = {
  arrival: IconDoorEnter,
  discharge: IconDoorExit,
  transfer: IconArrowsExchange,
  dischargeUndone: IconArrowBackUp,
} as const;

/** The resident's moves, newest first: when, which rooms, what was asked of a room, and who recorded it. */
export function ResidentTimeline({ events, timeZone }: { events: TResidentEvent[]; timeZone: string }) {
  const { t } = useTranslation('residents');
  const name = useSiteNames();
  return (
    <FormSection title={t('timeline.title')} testId="timeline">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('timeline.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={28} lineWidth={2}>
          {events.map((e) => {
            const Icon = ICONS[e.kind];
            const rooms =
              e.kind === 'transfer'
                ? t('timeline.fromTo', { from: e.fromRoom?.roomNumber ?? '', to: e.toRoom?.roomNumber ?? '' })
                : e.kind === 'discharge'
                  ? e.fromRoom
                    ? t('timeline.from', { room: e.fromRoom.roomNumber })
                    : ''
                  : e.toRoom
                    ? t('timeline.to', { room: e.toRoom.roomNumber })
                    : '';
            const clean = e.clean
              ? e.clean.stateName
                ? t('timeline.state', { room: e.clean.roomNumber, state: name(e.clean.stateName) })
                : t('timeline.clean', { room: e.clean.roomNumber, cleanType: e.clean.cleanType ? name(e.clean.cleanType) : '' })
              : null;
            return (
              <Timeline.Item
                key={e.id}
                bullet={<Icon size={16} aria-hidden />}
                title={`${t(`timeline.kinds.${e.kind}`)} · ${displayDate(e.date)}`}
                data-testid="timeline-event"
                data-kind={e.kind}
              >
                {rooms ? <Text size="sm">{rooms}</Text> : null}
                {clean ? <Text size="sm">{clean}</Text> : null}
                {e.arrivalClean ? (
                  <Text size="sm">{t('timeline.clean', { room: e.arrivalClean.roomNumber, cleanType: e.arrivalClean.cleanType })}</Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {t('timeline.recorded', { at: formatDisplayDateTime(e.recordedAt, timeZone), by: e.by ?? t('timeline.unknown') })}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </FormSection>
  );
}
