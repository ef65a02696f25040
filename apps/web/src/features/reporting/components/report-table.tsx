import { Box, Button, Group, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableHeaders, TableSearchBox } from '../../../components/table-parts.tsx';
import { nextSort, type SortState, type SortValue, searchRows, sortRows } from '../model/table.ts';

/** The table search waits 200 ms after the last key, so typing does not filter on every letter. */
const SEARCH_DEBOUNCE_MS = 200;
/** Rows drawn at first; a year's report may hold thousands ('Show more' draws the next ones). */
const PAGE_ROWS = 100;

export interface ReportColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** When present the column sorts by this value. */
  sortValue?: (row: T) => SortValue;
  /** The text the search finds the row by in this column (default: the sort value). */
  text?: (row: T) => string;
  align?: 'left' | 'right' | 'center';
  /** Long free texts (comments) wrap in a narrower column. */
  maxWidth?: number;
}

/**
 * A report's rows as a sortable, searchable table: a header sorts by its column (aria-sort says how), the
 * search box keeps the rows holding every word typed. The table scrolls sideways inside its own region.
 */
export function ReportTable<T>({
  rows,
  columns,
  rowKey,
  label,
  initialSort,
  empty,
  testId,
  toolbar,
  dense = false,
}: {
  rows: readonly T[];
  columns: ReportColumn<T>[];
  rowKey: (row: T) => string;
  label: string;
  initialSort?: SortState;
  empty: ReactNode;
  testId?: string;
  toolbar?: ReactNode;
  /** Many columns: narrower cell padding, so the table fits the page at 1280 px instead of scrolling. */
  dense?: boolean;
}) {
  const { t } = useTranslation('reporting');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const [limit, setLimit] = useState(PAGE_ROWS);

  const shown = useMemo(() => {
    const text = (row: T) => columns.map((c) => (c.text ? c.text(row) : String(c.sortValue?.(row) ?? ''))).join(' ');
    const found = searchRows(rows, text, debounced);
    const col = columns.find((c) => c.key === sort?.key);
    return col?.sortValue ? sortRows(found, col.sortValue, sort?.desc ?? false) : found;
  }, [rows, columns, debounced, sort]);

  if (!rows.length) return <>{empty}</>;
  return (
    <div data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <TableSearchBox
          value={query}
          onChange={setQuery}
          placeholder={t('table.search')}
          ariaLabel={t('table.searchIn', { what: label })}
          testId="report-search"
        />
        {toolbar}
      </Group>
      <Box
        component="section"
        aria-label={label}
        // A scrollable region is reachable with the keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table verticalSpacing="xs" horizontalSpacing={dense ? 6 : 'xs'} striped highlightOnHover aria-label={label} miw={720}>
          <Table.Thead>
            <SortableHeaders
              columns={columns}
              sort={sort}
              onSort={(key) => setSort((s) => nextSort(s, key))}
              actionsLabel={t('table.actions')}
              buttonMinHeight={32}
            />
          </Table.Thead>
          <Table.Tbody>
            {shown.slice(0, limit).map((row) => (
              <Table.Tr key={rowKey(row)} data-testid="report-row">
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align} maw={c.maxWidth} style={c.maxWidth ? { whiteSpace: 'normal' } : undefined}>
                    {c.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('table.noMatch')}
        </Text>
      ) : null}
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="report-count">
          {t('table.count', { count: Math.min(limit, shown.length), total: rows.length })}
        </Text>
        {shown.length > limit ? (
          <Button variant="light" onClick={() => setLimit((l) => l + PAGE_ROWS * 5)}>
            {t('table.showMore', { count: Math.min(PAGE_ROWS * 5, shown.length - limit) })}
          </Button>
        ) : null}
      </Group>
    </div>
  );
}

/** A report's table of cleans, one row a clean's report, the latest started first (its `startedColumn`). */
export function CleansTable<T extends { reportId: string }>({
  rows,
  columns,
  label,
  empty,
}: {
  rows: readonly T[];
  columns: ReportColumn<T>[];
  label: string;
  empty: ReactNode;
}) {
  return (
    <ReportTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.reportId}
      label={label}
      initialSort={{ key: 'start', desc: true }}
      empty={empty}
      testId="report-table"
    />
  );
}
