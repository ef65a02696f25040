import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableProps } from './data-table.tsx';
import { PeopleEmpty, PeopleTable } from './list-table.tsx';
import type { Query } from './query-state.tsx';

/**
 * The table of a list screen of people (residents, staff): sorted by name, a row opening that person's
 * edit screen, and with nobody to show either the way to add the first person or why the current
 * choice shows nobody. Its texts are the `list.*` ones of the feature's namespace `ns`.
 */
export function PeopleList<T extends { id: string }>({
  ns,
  query,
  nobodyYet,
  newButton,
  noneBody,
  editPath,
  ...table
}: {
  ns: string;
  query: Query & { data?: unknown };
  nobodyYet: boolean;
  newButton: ReactNode;
  noneBody: string;
  /** Where a row goes, followed by `/<id>`. */
  editPath: string;
} & Pick<DataTableProps<T>, 'rows' | 'columns' | 'searchText' | 'rowProps' | 'toolbar' | 'testId'>) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const empty = (
    <PeopleEmpty
      nobodyYet={nobodyYet}
      emptyTitle={t('list.emptyTitle')}
      emptyBody={t('list.emptyBody')}
      action={newButton}
      noneTitle={t('list.noneShownTitle')}
      noneBody={noneBody}
    />
  );
  return (
    <PeopleTable
      query={query}
      loaded={Boolean(query.data)}
      rowKey={(p) => p.id}
      initialSort={{ key: 'name' }}
      empty={empty}
      label={t('list.label')}
      onRowClick={(p) => navigate(`${editPath}/${p.id}`)}
      {...table}
    />
  );
}
