import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useTurnaroundSites } from '../api/turnaround.ts';
import { SummaryTable } from './summary-table.tsx';

/** Every site the organization administrator sees, over the same number of its own last days. */
export function SitesSideBySide({ days, daysSelect }: { days: number; daysSelect: ReactNode }) {
  const { t } = useTranslation('turnaround');
  const sites = useTurnaroundSites(days, true);
  return (
    <Stack gap="md">
      <Group>{daysSelect}</Group>
      {sites.data ? (
        <SummaryTable
          label={t('sites.site')}
          rows={sites.data.sites.map((s) => ({ key: s.facilityId, name: s.facilityName, summary: s.totals }))}
        />
      ) : (
        <QueryState query={sites} />
      )}
    </Stack>
  );
}
