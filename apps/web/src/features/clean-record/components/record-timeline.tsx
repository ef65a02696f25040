import type { TCleanRecord, TCleanRecordEntry } from '@carehome/contracts';
import { Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClipboardCheck,
  IconClipboardX,
  IconHandStop,
  IconHourglass,
  IconRefresh,
  IconSparkles,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { DeclineSignature } from './decline-signature.tsx';

/** How a line looks: its icon and colour say clean, decline, audit passed or failed, re-clean at a glance. */
function lookOf(e: TCleanRecordEntry): { icon: typeof IconSparkles; color: string } {
  if (e.audit) {
    if (e.audit.result === 'fail') return { icon: IconClipboardX, color: 'red' };
    return { icon: e.audit.result === 'open' ? IconHourglass : IconClipboardCheck, color: e.audit.result === 'open' ? 'gray' : 'teal' };
  }
  if (e.status === 'Declined') return { icon: IconHandStop, color: 'orange' };
  if (e.status === 'Incomplete') return { icon: IconAlertTriangle, color: 'yellow' };
  return e.kind === 'reclean' ? { icon: IconRefresh, color: 'violet' } : { icon: IconSparkles, color: 'green' };
}

/** Every clean, decline, audit, re-clean and re-audit of the record in time order, on the site's clock. */
export function RecordTimeline({ record, name }: { record: TCleanRecord; name: (text: string) => string }) {
  const { t } = useTranslation('clean-record');
  const area = record.subject.kind === 'area';
  const result = (e: TCleanRecordEntry) => {
    if (!e.audit) return t(`timeline.status.${e.status}`);
    const counts = t('timeline.counts', { passed: e.audit.passed, failed: e.audit.failed });
    return `${t(`timeline.audit.${e.audit.result}`)} · ${counts}`;
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped data-testid="record-timeline">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('timeline.when')}</Table.Th>
            {area ? <Table.Th>{t('timeline.room')}</Table.Th> : null}
            <Table.Th>{t('timeline.what')}</Table.Th>
            <Table.Th>{t('timeline.result')}</Table.Th>
            <Table.Th>{t('timeline.who')}</Table.Th>
            <Table.Th>{t('timeline.residents')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {record.entries.map((e) => {
            const look = lookOf(e);
            const Icon = look.icon;
            return (
              <Table.Tr key={`${e.reportId}-${e.kind}`} data-kind={e.kind} data-status={e.status}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(e.at, record.meta.timeZone)}</Table.Td>
                {area ? <Table.Td>{e.room.number}</Table.Td> : null}
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ThemeIcon color={look.color} variant="light" radius="xl" size="md" aria-hidden>
                      <Icon size={16} />
                    </ThemeIcon>
                    <div>
                      <Text size="sm" fw={600}>
                        {t(`timeline.kind.${e.kind}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {name(e.cleanType)}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm" fw={600}>
                      {result(e)}
                    </Text>
                    {e.audit?.methods.length ? (
                      <Text size="xs">{e.audit.methods.map((m) => t(`timeline.methods.${m}`)).join(', ')}</Text>
                    ) : null}
                    {e.audit?.failures.length ? (
                      <Text size="xs" c="red.9">
                        {t('timeline.failures', { list: e.audit.failures.map((f) => `${name(f.group)} / ${name(f.item)}`).join('; ') })}
                      </Text>
                    ) : null}
                    {!e.audit && e.status === 'Declined' ? (
                      <Group gap="xs">
                        {e.declinedBy ? <Text size="xs">{t('timeline.signedBy', { name: e.declinedBy })}</Text> : null}
                        {e.hasSignature ? (
                          <DeclineSignature facilityId={record.meta.facilityId} reportId={e.reportId} room={e.room.number} />
                        ) : null}
                      </Group>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>{(e.audit ? e.audit.auditor : e.staff) ?? ''}</Table.Td>
                <Table.Td>{e.residents.join(', ')}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
