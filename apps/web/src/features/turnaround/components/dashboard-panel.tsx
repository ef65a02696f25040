import { siteToday } from '@carehome/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTurnaroundKpis } from '../api/turnaround.ts';
import { LatestDischarge } from './latest-discharge.tsx';

/** The site dashboard's turnaround panel: the latest discharge clean against the targets, and a way to the full screen. */
export function TurnaroundDashboardPanel({ facilityId, timeZone }: { facilityId: string; timeZone: string }) {
  const { t } = useTranslation('turnaround');
  const today = siteToday(timeZone);
  const kpis = useTurnaroundKpis(facilityId, { from: today, to: today, areaId: null });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={700} fz="lg">
          {t('title')}
        </Text>
        <Anchor component={Link} to="/turnaround">
          {t('openScreen')}
        </Anchor>
      </Group>
      {kpis.data ? (
        <LatestDischarge task={kpis.data.latestDischarge} targets={kpis.data.targets} timeZone={kpis.data.timeZone} />
      ) : (
        <QueryState query={kpis} />
      )}
    </Stack>
  );
}
