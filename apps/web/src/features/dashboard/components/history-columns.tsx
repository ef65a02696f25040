import type { THistoryEntry } from '@carehome/contracts';
import { Badge, Text, Tooltip } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table.tsx';
import { formatDataDate, formatDisplayDateTime } from '../../../lib/dates.ts';
import type { NameOf } from '../model/tile-text.ts';

const STATUS_COLORS: Record<THistoryEntry['status'], string> = {
  Complete: 'teal',
  Incomplete: 'orange',
  Declined: 'red',
  Initial: 'gray',
};

/**
 * The columns of a room's cleaning history: when it started, clean type, status, who, when it
 * finished (only the time when it finished the day it started), comment, photos and audit.
 */
export function useHistoryColumns(timeZone: string, small: boolean, name: NameOf): Column<THistoryEntry>[] {
  const { t } = useTranslation('room');
  return useMemo<Column<THistoryEntry>[]>(() => {
    const time = (iso: string) => formatDisplayDateTime(iso, timeZone);
    return [
      {
        key: 'started',
        header: t('history.columns.started'),
        sortValue: (e) => e.startDate,
        render: (e) => <Text style={{ whiteSpace: 'nowrap' }}>{time(e.startDate)}</Text>,
      },
      {
        key: 'cleanType',
        header: t('history.columns.cleanType'),
        sortValue: (e) => name(e.cleanType),
        render: (e) => name(e.cleanType),
      },
      {
        key: 'status',
        header: t('history.columns.status'),
        sortValue: (e) => e.status,
        render: (e) => (
          <Badge color={STATUS_COLORS[e.status]} variant="light" size="lg" tt="none">
            {t(`history.status.${e.status}`)}
          </Badge>
        ),
      },
      {
        key: 'staff',
        header: t('history.columns.staff'),
        sortValue: (e) => e.staffMember ?? '',
        render: (e) => e.staffMember ?? <Text c="dimmed">{t('history.notStaff')}</Text>,
      },
      {
        key: 'completed',
        header: t('history.columns.completed'),
        sortValue: (e) => e.dateComplete ?? '',
        render: (e) =>
          e.dateComplete ? (
            <Text style={{ whiteSpace: 'nowrap' }}>
              {/* Only the time when it finished the day it started. */}
              {formatDataDate(e.dateComplete, timeZone) === formatDataDate(e.startDate, timeZone)
                ? time(e.dateComplete).slice(11)
                : time(e.dateComplete)}
            </Text>
          ) : (
            <Text c="dimmed">{t('history.notCompleted')}</Text>
          ),
      },
      {
        key: 'comment',
        header: t('history.columns.comment'),
        render: (e) =>
          e.comment ? (
            <Text truncate="end" maw={small ? 140 : 180} title={e.comment} size="sm">
              {e.comment}
            </Text>
          ) : null,
      },
      {
        key: 'photos',
        header: t('history.columns.photos'),
        align: 'center',
        render: (e) =>
          e.hasPhotos ? (
            <Tooltip label={t('history.hasPhotos')}>
              <IconPhoto size={22} role="img" aria-label={t('history.hasPhotos')} />
            </Tooltip>
          ) : null,
      },
      {
        key: 'audit',
        header: t('history.columns.audit'),
        sortValue: (e) => (e.audit ? (e.audit.failed ? 3 : e.audit.complete ? 2 : 1) : 0),
        render: (e) =>
          e.audit ? (
            <Badge color={e.audit.failed ? 'red' : e.audit.complete ? 'blue' : 'yellow'} variant="light" size="lg" tt="none">
              {e.audit.failed ? t('history.audit.failed') : e.audit.complete ? t('history.audit.complete') : t('history.audit.started')}
            </Badge>
          ) : (
            <Text c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('history.audit.none')}
            </Text>
          ),
      },
    ];
  }, [t, timeZone, small, name]);
}
