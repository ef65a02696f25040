import type { TCalendarEvent, TCalendarProfileRules } from '@carehome/contracts';
import { Badge, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mappedText, mappingPreview } from '../model/wizard.ts';

const SHOWN = ['staffMember', 'roomNumbers', 'facilityAreas', 'cleanType', 'task', 'description'] as const;

/** The first events of the file as the rules read them, recomputed on every keystroke (the domain's mapper). */
export function MappingPreview({ rules, events }: { rules: TCalendarProfileRules; events: readonly TCalendarEvent[] | null }) {
  const { t } = useTranslation('calendar-sync');
  const rows = useMemo(() => (events ? mappingPreview(events, rules) : []), [events, rules]);
  return (
    <>
      <Title order={3} size="h4">
        {t('preview.title')}
      </Title>
      {!events || events.length === 0 ? (
        <Text c="dimmed">{events ? t('preview.noEvents') : t('preview.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text c="red.9">{t('preview.fixPatterns')}</Text>
      ) : (
        <Table withTableBorder striped fz="sm" data-testid="mapping-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('preview.event')}</Table.Th>
              {SHOWN.map((f) => (
                <Table.Th key={f}>{t(`target.${f}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.event.uid}-${r.event.recurrenceId ?? ''}-${r.event.start}`}>
                <Table.Td>
                  <Text size="sm">{r.event.summary}</Text>
                  {!r.kept && (
                    <Badge color="gray" variant="light" size="sm">
                      {t('action.filtered')}
                    </Badge>
                  )}
                </Table.Td>
                {SHOWN.map((f) => (
                  <Table.Td key={f}>{mappedText(r.values, f)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
