import type { TCalendarReview, TCalendarReviewRow, TCalendarRowAction } from '@carehome/contracts';
import { Alert, Badge, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/api-error.ts';
import { formatDataTime, formatDisplayDate } from '../../../lib/dates.ts';
import type { SiteNames } from '../api/calendar-sync.ts';
import type { DaySpan } from '../model/file-span.ts';

export const ACTION_COLOR: Record<TCalendarRowAction, string> = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  invalid: 'red',
  filtered: 'gray',
  cancelled: 'orange',
};

// Site-local days: shown as MM/DD/YYYY without moving them through a zone.
const showDay = (d: string) => formatDisplayDate(d, 'UTC');

function dates(row: TCalendarReviewRow): string {
  const { startDate, endDate } = row.assignment ?? row.event;
  return startDate === endDate ? showDay(startDate) : `${showDay(startDate)} – ${showDay(endDate)}`;
}

/** The event's own hours in the site's zone (a timed event), which the assignment does not keep. */
function hours(row: TCalendarReviewRow, timeZone: string): string | null {
  if (row.event.allDay) return null;
  const hm = (at: string) => formatDataTime(at, timeZone).slice(0, 5);
  return `${hm(row.event.start)}–${hm(row.event.end)}`;
}

/** Step 4: the server's review, each event with the assignment it gives and what the import will do. */
export function ReviewStep({
  review,
  names,
  span,
  onUseSpan,
}: {
  review: TCalendarReview;
  names: SiteNames;
  /** The file's own days, offered when the chosen range holds none of its events. */
  span: DaySpan | null;
  onUseSpan: (span: DaySpan) => void;
}) {
  const { t } = useTranslation(['calendar-sync', 'errors']);
  const { counts } = review;
  const timed = review.rows.some((r) => r.action !== 'filtered' && r.action !== 'cancelled' && !r.event.allDay);
  return (
    <Stack gap="sm">
      <Group gap="xs" data-testid="review-counts">
        {(['create', 'update', 'unchanged', 'invalid', 'filtered', 'cancelled'] as const)
          .filter((a) => a !== 'cancelled' || counts.cancelled > 0)
          .map((a) => (
            <Badge key={a} color={ACTION_COLOR[a]} variant="light" data-testid={`count-${a}`}>
              {t(`counts.${a}`, { count: counts[a] })}
            </Badge>
          ))}
      </Group>
      {timed && (
        <Alert color="blue" icon={<IconClock aria-hidden />} data-testid="time-note" py="xs">
          {t('review.timesNotKept')}
        </Alert>
      )}
      {review.rows.length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid="review-empty">
          <Text>{t('review.empty')}</Text>
          {span && (
            <Button variant="light" onClick={() => onUseSpan(span)} data-testid="use-file-span">
              {t('review.useFileSpan', { from: showDay(span.from), to: showDay(span.to) })}
            </Button>
          )}
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={420}>
          <Table striped withTableBorder fz="sm" verticalSpacing={6} data-testid="review-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{t('review.line')}</Table.Th>
                <Table.Th>{t('review.event')}</Table.Th>
                <Table.Th>{t('review.dates')}</Table.Th>
                <Table.Th>{t('target.staffMember')}</Table.Th>
                <Table.Th>{t('review.rooms')}</Table.Th>
                <Table.Th>{t('target.task')}</Table.Th>
                <Table.Th>{t('review.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {review.rows.map((r) => {
                const a = r.assignment;
                const time = hours(r, review.timeZone);
                return (
                  <Table.Tr
                    key={`${r.event.uid}-${r.event.recurrenceId ?? ''}-${r.event.start}`}
                    data-testid="review-row"
                    data-action={r.action}
                  >
                    <Table.Td>{r.event.line}</Table.Td>
                    <Table.Td>{r.event.summary}</Table.Td>
                    <Table.Td>
                      {dates(r)}
                      {time && (
                        <Text size="xs" c="dimmed" data-testid="event-hours">
                          {time}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{a?.staffMemberId ? names.staff(a.staffMemberId) : ''}</Table.Td>
                    <Table.Td>
                      {a
                        ? [
                            ...a.roomNumbers,
                            ...a.facilityAreas.map(names.area),
                            ...(a.roomTypeId ? [names.roomType(a.roomTypeId)] : []),
                          ].join(', ')
                        : ''}
                    </Table.Td>
                    <Table.Td>{a?.task ?? ''}</Table.Td>
                    <Table.Td>
                      <Badge color={ACTION_COLOR[r.action]} variant="light">
                        {t(`action.${r.action}`)}
                      </Badge>
                      {r.action === 'cancelled' && (
                        <Text size="xs" data-testid="cancelled-note">
                          {t(r.assignmentId ? 'review.cancelledRemoves' : 'review.cancelledSkipped')}
                        </Text>
                      )}
                      {r.problems.map((p) => (
                        <Text key={`${p.field}-${p.code}`} size="xs" c="red.9">
                          {translateError(t, p.code, p.message, p.params ?? {})}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
