import { Group, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableHeaders, TableSearchBox } from './table-parts.tsx';

/** The table search waits 200 ms after the last key, so typing does not filter on every letter. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** When present the column sorts by this value. */
  sortValue?: (row: T) => string | number | null;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** The text a row is found by. */
  searchText: (row: T) => string;
  initialSort?: { key: string; desc?: boolean };
  empty: ReactNode;
  label: string;
  onRowClick?: (row: T) => void;
  rowProps?: (row: T) => Record<string, unknown>;
  toolbar?: ReactNode;
  testId?: string;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The sortable, searchable table of the list screens: a header click sorts, the search box filters. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  searchText,
  initialSort,
  empty,
  label,
  onRowClick,
  rowProps,
  toolbar,
  testId,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState(initialSort ?? null);

  const shown = useMemo(() => {
    const needle = debounced.trim().toLowerCase();
    const filtered = needle ? rows.filter((r) => searchText(r).toLowerCase().includes(needle)) : [...rows];
    const col = columns.find((c) => c.key === sort?.key);
    if (col?.sortValue) {
      const value = col.sortValue;
      filtered.sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x ?? ''), String(y ?? ''));
        return sort?.desc ? -cmp : cmp;
      });
    }
    return filtered;
  }, [rows, debounced, sort, columns, searchText]);

  const toggle = (key: string) => setSort((s) => (s?.key === key ? { key, desc: !s.desc } : { key, desc: false }));

  return (
    <div data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <TableSearchBox
          value={query}
          onChange={setQuery}
          placeholder={t('table.search')}
          ariaLabel={t('table.searchIn', { what: label })}
        />
        {toolbar}
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table highlightOnHover={Boolean(onRowClick)} verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <SortableHeaders columns={columns} sort={sort} onSort={toggle} actionsLabel={t('table.actions')} />
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                // Clickable rows are reachable with Tab and open with Enter, like a link.
                tabIndex={onRowClick ? 0 : undefined}
                onKeyDown={
                  onRowClick
                    ? (e) => {
                        if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row);
                      }
                    : undefined
                }
                style={onRowClick ? { cursor: 'pointer' } : undefined}
                {...(rowProps?.(row) ?? {})}
              >
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align}>
                    {c.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 ? (
        rows.length === 0 ? (
          empty
        ) : (
          <Text c="dimmed" ta="center" py="lg">
            {t('table.noMatch')}
          </Text>
        )
      ) : null}
      <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
        {t('table.count', { count: shown.length, total: rows.length })}
      </Text>
    </div>
  );
}
