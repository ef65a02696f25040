import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { type Query, QueryState } from './query-state.tsx';

/** A list screen's table of people: the read's state until its rows are there, then the table. */
export function PeopleTable<T>({ query, loaded, ...props }: DataTableProps<T> & { query: Query; loaded: boolean }) {
  return loaded ? <DataTable {...props} /> : <QueryState query={query} />;
}

/**
 * A list of people with nobody to show: none at all (with the way to add the first), or none the
 * current choice shows (`noneBody` says which choice).
 */
export function PeopleEmpty({
  nobodyYet,
  emptyTitle,
  emptyBody,
  action,
  noneTitle,
  noneBody,
}: {
  nobodyYet: boolean;
  emptyTitle: string;
  emptyBody: string;
  action: ReactNode;
  noneTitle: string;
  noneBody: string;
}) {
  return nobodyYet ? (
    <EmptyState icon={<IconUsers size={34} />} title={emptyTitle} description={emptyBody} action={action} />
  ) : (
    <EmptyState icon={<IconUsers size={34} />} title={noneTitle} description={noneBody} />
  );
}
