import type { TImportTable, TResidentImportField } from '@carehome/contracts';
import { Alert, Badge, Group, ScrollArea, Select, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { type ColumnMapping, FIELD_CHOICES, isRiskFlag, mappingProblems, sampleValues, unclearValues } from '../model/import-mapping.ts';
import { ImportStepCard } from './import-step-card.tsx';

const NOT_USED = '';

/**
 * Step 2 of the residents import: every column of the file with a few of its values and the field it
 * fills, or 'Not used'. The user may change each one; nothing is checked or written until the rows are.
 */
export function ImportMappingCard({
  table,
  columns,
  checking,
  onChange,
  onBack,
  onCheck,
}: {
  table: TImportTable;
  columns: ColumnMapping;
  checking: boolean;
  onChange: (columns: ColumnMapping) => void;
  onBack: () => void;
  onCheck: () => void;
}) {
  const { t } = useTranslation('resident-import');
  const label = (f: TResidentImportField) => (f === 'flags' ? t('mapping.flagLetters') : t(`column.${f}`));
  const group = (f: TResidentImportField) => (isRiskFlag(f) ? 'flagColumns' : f.endsWith('Note') ? 'notes' : 'resident');
  const data = [
    { value: NOT_USED, label: t('mapping.notUsed') },
    ...(['resident', 'flagColumns', 'notes'] as const).map((g) => ({
      group: t(`mapping.group.${g}`),
      items: FIELD_CHOICES.filter((f) => group(f) === g).map((f) => ({ value: f, label: label(f) })),
    })),
  ];
  const { missing, twice } = mappingProblems(columns);
  const used = columns.filter(Boolean).length;
  const set = (i: number, value: string | null) =>
    onChange(columns.map((c, j) => (j === i ? ((value || null) as TResidentImportField | null) : c)));

  return (
    <ImportStepCard step="mapping" title={t('mapping.title')}>
      <Text size="sm">{t('mapping.help')}</Text>
      <Group gap="xs">
        <Badge color="teal" variant="light" data-testid="mapping-count-used">
          {t('mapping.used', { count: used })}
        </Badge>
        <Badge color="gray" variant="light" data-testid="mapping-count-unused">
          {t('mapping.unused', { count: columns.length - used })}
        </Badge>
      </Group>
      <ScrollArea.Autosize>
        <Table withTableBorder verticalSpacing={6} fz="sm" data-testid="mapping-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={220}>{t('mapping.fileColumn')}</Table.Th>
              <Table.Th>{t('mapping.values')}</Table.Th>
              <Table.Th w={320}>{t('mapping.field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.header.map((header, i) => {
              const field = columns[i] ?? null;
              const unclear = unclearValues(table, i, field);
              const samples = sampleValues(table, i);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's place in the file is its identity
                <Table.Tr key={i} data-testid="mapping-row" data-field={field ?? 'none'}>
                  <Table.Td fw={600}>{header || t('mapping.noHeader', { n: i + 1 })}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {samples.length ? samples.join(' · ') : t('mapping.empty')}
                    </Text>
                    {unclear.length ? (
                      <Text size="xs" c="red.9" data-testid="mapping-unclear">
                        {t(field === 'flags' ? 'mapping.unknownLetters' : 'mapping.unclear', {
                          count: unclear.length,
                          values: unclear.slice(0, 3).join(', '),
                        })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('mapping.fieldOf', { column: header || i + 1 })}
                      data={data}
                      value={field ?? NOT_USED}
                      onChange={(v) => set(i, v)}
                      allowDeselect={false}
                      error={field && twice.includes(field) ? t('mapping.twiceShort') : undefined}
                      styles={field ? undefined : { input: { color: 'var(--mantine-color-dimmed)' } }}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {missing.length || twice.length ? (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="mapping-problem">
          {missing.length ? <Text size="sm">{t('mapping.missing', { fields: missing.map(label).join(', ') })}</Text> : null}
          {twice.length ? <Text size="sm">{t('mapping.twice', { fields: twice.map(label).join(', ') })}</Text> : null}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <ActionButton variant="default" size="md" onClick={onBack} icon={IconArrowLeft}>
          {t('mapping.back')}
        </ActionButton>
        <ActionButton
          size="md"
          onClick={onCheck}
          loading={checking}
          disabled={missing.length > 0 || twice.length > 0}
          icon={IconListCheck}
          iconSize={20}
          data-testid="import-check-rows"
        >
          {t('mapping.check')}
        </ActionButton>
      </Group>
    </ImportStepCard>
  );
}
