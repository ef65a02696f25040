import type { TSyncRun } from '@carehome/contracts';
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { ListTable } from './list-table.tsx';
import { RunStatusBadge } from './status-badges.tsx';

/** The recent imports and reconciliations; each opens with its counts and problems. */
export function RunsTable({ runs, timeZone, onOpen }: { runs: readonly TSyncRun[]; timeZone?: string; onOpen: (run: TSyncRun) => void }) {
  const { t } = useTranslation(['care-records-sync', 'common']);
  return (
    <ListTable
      label={t('activity.runsLabel')}
      testId="runs-table"
      minWidth={760}
      headers={[
        t('activity.startedAt'),
        t('activity.kind'),
        t('activity.status'),
        t('activity.progress'),
        t('activity.changes'),
        t('activity.by'),
      ]}
    >
      {runs.map((r) => (
        <Table.Tr key={r.id} data-testid="run-row">
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(r.startedAt, timeZone)}</Table.Td>
          <Table.Td>{t(`run.kind.${r.kind}`)}</Table.Td>
          <Table.Td>
            <RunStatusBadge status={r.status} />
          </Table.Td>
          <Table.Td>{t('run.progress', { done: r.done, total: r.total })}</Table.Td>
          <Table.Td>
            <Text size="sm">{t('activity.counts', { created: r.created, updated: r.updated, unchanged: r.unchanged })}</Text>
            {r.problems.length || r.failure ? (
              <Text size="xs" c="red.8">
                {r.failure ? t('run.failed') : t('run.problems', { count: r.problems.length })}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>{r.by ?? <Text c="dimmed">{t('activity.bySchedule')}</Text>}</Table.Td>
          <Table.Td>
            <Button
              variant="subtle"
              onClick={() => onOpen(r)}
              aria-label={t('activity.detailsOf', { time: formatDisplayDateTime(r.startedAt, timeZone) })}
            >
              {t('activity.details')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
