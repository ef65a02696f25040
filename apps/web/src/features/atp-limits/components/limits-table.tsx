import { Group, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/row-action.tsx';
import type { LimitField, LimitRow, RowProblems } from '../model/limit-rows.ts';
import { RluInput } from './rlu-input.tsx';

/**
 * The site's limits as an editable table: brand, surface (empty: every surface of the brand), pass up to,
 * caution up to, and what fails. Problems show under their field once the supervisor tried to save.
 */
export function LimitsTable({
  rows,
  problems,
  onChange,
  onRemove,
}: {
  rows: readonly LimitRow[];
  problems: RowProblems;
  onChange: (key: string, field: LimitField, value: string | number) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('atp-limits');
  const error = (row: LimitRow, field: LimitField) => {
    const key = problems[row.key]?.[field];
    return key ? t(key) : undefined;
  };
  const number = (row: LimitRow, field: 'passMax' | 'cautionMax', label: string) => (
    <RluInput
      aria-label={`${label} (${row.brand || t('field.brand')})`}
      value={row[field]}
      onValue={(v) => onChange(row.key, field, v)}
      suffix=" RLU"
      error={error(row, field)}
      data-testid={`limit-${field}`}
      w={140}
    />
  );
  const headers = ['field.brand', 'field.surface', 'field.passMax', 'field.cautionMax', 'column.fail'];
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {headers.map((key) => (
              <Table.Th key={key}>{t(key)}</Table.Th>
            ))}
            <Table.Th>
              <span className="sr-only">{t('column.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid="atp-limit-row" style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <TextInput
                  aria-label={t('field.brand')}
                  value={row.brand}
                  onChange={(e) => onChange(row.key, 'brand', e.currentTarget.value)}
                  error={error(row, 'brand')}
                  data-testid="limit-brand"
                  miw={180}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('field.surface')}
                  placeholder={t('allSurfaces')}
                  value={row.surface}
                  onChange={(e) => onChange(row.key, 'surface', e.currentTarget.value)}
                  error={error(row, 'surface')}
                  data-testid="limit-surface"
                  miw={160}
                />
              </Table.Td>
              <Table.Td>{number(row, 'passMax', t('field.passMax'))}</Table.Td>
              <Table.Td>{number(row, 'cautionMax', t('field.cautionMax'))}</Table.Td>
              <Table.Td>
                <Text pt={8} c="red.8" fw={600}>
                  {row.cautionMax === '' ? '' : t('failAbove', { rlu: row.cautionMax })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end" pt={4}>
                  <RowAction
                    icon={IconTrash}
                    label={t('remove')}
                    ariaLabel={t('removeNamed', { brand: row.brand || t('field.brand'), surface: row.surface || t('allSurfaces') })}
                    color="red"
                    onClick={() => onRemove(row.key)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
