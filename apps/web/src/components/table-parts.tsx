import { Table, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';

/** The search box above a table; `label` names the table it searches. */
export function TableSearchBox({
  value,
  onChange,
  placeholder,
  ariaLabel,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  ariaLabel: string;
  testId?: string;
}) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      placeholder={placeholder}
      aria-label={ariaLabel}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={320}
      type="search"
      data-testid={testId}
    />
  );
}

interface HeaderColumn {
  key: string;
  header: string;
  sortValue?: unknown;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

/**
 * A table's header cells: a sortable column's header is a button with the sort's arrow (aria-sort says
 * how the table is sorted); a column without a header (the row's actions) is named for screen readers.
 * Long headers (French: 'Numéro d'employé') wrap, so the table fits a tablet's width.
 */
export function SortableHeaders({
  columns,
  sort,
  onSort,
  actionsLabel,
  buttonMinHeight,
}: {
  columns: readonly HeaderColumn[];
  sort: { key: string; desc?: boolean } | null;
  onSort: (key: string) => void;
  actionsLabel: string;
  buttonMinHeight?: number;
}) {
  return (
    <Table.Tr>
      {columns.map((c) => {
        const active = sort?.key === c.key;
        const Icon = active ? (sort?.desc ? IconSortDescending : IconSortAscending) : IconArrowsSort;
        return (
          <Table.Th
            key={c.key}
            w={c.width}
            ta={c.align}
            style={{ whiteSpace: 'normal', verticalAlign: 'bottom' }}
            aria-sort={active ? (sort?.desc ? 'descending' : 'ascending') : undefined}
          >
            {c.sortValue ? (
              <UnstyledButton onClick={() => onSort(c.key)} fw={600} fz="sm" ta="start" mih={buttonMinHeight}>
                {c.header}
                <Icon size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
              </UnstyledButton>
            ) : c.header ? (
              c.header
            ) : (
              <VisuallyHidden>{actionsLabel}</VisuallyHidden>
            )}
          </Table.Th>
        );
      })}
    </Table.Tr>
  );
}
