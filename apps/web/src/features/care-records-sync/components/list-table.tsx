import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { ActionsTable } from '../../../components/actions-table.tsx';

/**
 * The frame of the sync's short lists (data sources, runs, webhook messages): a bordered, horizontally
 * scrolling table with its column headers and a last, unnamed-on-screen column for the row's actions.
 */
export function ListTable({
  label,
  ...table
}: {
  label: string;
  testId: string;
  minWidth: number;
  headers: readonly string[];
  /** Tighter rows (activity lists); false for the data sources with their buttons, highlighted on hover. */
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md">
      <ActionsTable label={label} {...table} />
    </Paper>
  );
}
