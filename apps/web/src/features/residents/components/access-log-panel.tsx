import type { TResidentAccessEntry } from '@carehome/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { useResidentAccessLog } from '../api/access-log.ts';

/** Entries have no id: the time, action and person make a key, numbered when two are the same. */
function withKeys(entries: TResidentAccessEntry[]): { key: string; entry: TResidentAccessEntry }[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.at}|${entry.action}|${entry.by ?? ''}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}|${n}`, entry };
  });
}

/** Who read or changed the resident's record, when, from which device (FacilityAdministrator and above). */
export function AccessLogPanel({ facilityId, residentId, timeZone }: { facilityId: string; residentId: string; timeZone: string }) {
  const { t } = useTranslation(['residents', 'common']);
  const log = useResidentAccessLog(facilityId, residentId, true);
  return (
    <FormSection title={t('access.title')} testId="access-log">
      <Text size="sm" c="dimmed" mb="sm">
        {t('access.help')}
      </Text>
      {!log.data ? (
        <QueryState query={log} />
      ) : log.data.length === 0 ? (
        <Text size="sm">{t('access.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600} mah={420}>
          <Table verticalSpacing="xs" aria-label={t('access.title')} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('access.at')}</Table.Th>
                <Table.Th>{t('access.by')}</Table.Th>
                <Table.Th>{t('access.action')}</Table.Th>
                <Table.Th>{t('access.device')}</Table.Th>
                <Table.Th>{t('access.fields')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withKeys(log.data).map(({ key, entry: e }) => (
                <Table.Tr key={key} data-testid="access-entry" data-action={e.action}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(e.at, timeZone)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{e.by ?? t('timeline.unknown')}</Text>
                    {e.role ? (
                      <Text size="xs" c="dimmed">
                        {t(`common:roles.${e.role}`, { defaultValue: e.role })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{t(`access.actions.${e.action}`)}</Table.Td>
                  <Table.Td>{e.device ?? ''}</Table.Td>
                  <Table.Td>{e.fields.map((f) => t(`access.fieldNames.${f}`, { defaultValue: f })).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FormSection>
  );
}
