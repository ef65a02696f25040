import type { TCalendarReview, TCalendarReviewRow, TCalendarRowAction } from '@carehome/contracts';
import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/api-error.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';

export const ACTION_COLOR: Record<TCalendarRowAction, string> = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  invalid: 'red',
  filtered: 'gray',
};

function dates(row: TCalendarReviewRow): string {
  const { startDate, endDate } = row.assignment ?? row.event;
  // Site-local days: shown as MM/DD/YYYY without moving them through a zone.
  const show = (d: string) => formatDisplayDate(d, 'UTC');
  return startDate === endDate ? show(startDate) : `${show(startDate)} – ${show(endDate)}`;
}

/** Step 4: the server's review, each event with the assignment it gives and what the import will do. */
export function ReviewStep({ review, staffName }: { review: TCalendarReview; staffName: (id: string) => string }) {
  const { t } = useTranslation(['calendar-sync', 'errors']);
  const { counts } = review;
  return (
    <>
      <Group gap="xs" data-testid="review-counts">
        {(['create', 'update', 'unchanged', 'invalid', 'filtered'] as const).map((a) => (
          <Badge key={a} color={ACTION_COLOR[a]} variant="light" data-testid={`count-${a}`}>
            {t(`counts.${a}`, { count: counts[a] })}
          </Badge>
        ))}
      </Group>
      {review.rows.length === 0 ? (
        <Text data-testid="review-empty">{t('review.empty')}</Text>
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
                return (
                  <Table.Tr
                    key={`${r.event.uid}-${r.event.recurrenceId ?? ''}-${r.event.start}`}
                    data-testid="review-row"
                    data-action={r.action}
                  >
                    <Table.Td>{r.event.line}</Table.Td>
                    <Table.Td>{r.event.summary}</Table.Td>
                    <Table.Td>{dates(r)}</Table.Td>
                    <Table.Td>{a?.staffMemberId ? staffName(a.staffMemberId) : ''}</Table.Td>
                    <Table.Td>{a ? [...a.roomNumbers, ...a.facilityAreas].join(', ') : ''}</Table.Td>
                    <Table.Td>{a?.task ?? ''}</Table.Td>
                    <Table.Td>
                      <Badge color={ACTION_COLOR[r.action]} variant="light">
                        {t(`action.${r.action}`)}
                      </Badge>
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
    </>
  );
}
