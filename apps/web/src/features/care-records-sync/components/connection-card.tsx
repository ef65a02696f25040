import type { TDataSource } from '@carehome/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IntroCard } from '../../../components/intro-card.tsx';
import { useTestConnection } from '../api/data-sources.ts';
import { QuotaSummary } from './quota-summary.tsx';
import { TestResult } from './test-result.tsx';

/** The connection as saved: its test, and the external API's quota as last reported. */
export function ConnectionCard({ facilityId, dataSource, timeZone }: { facilityId: string; dataSource: TDataSource; timeZone?: string }) {
  const { t } = useTranslation('care-records-sync');
  const test = useTestConnection(facilityId);
  return (
    <IntroCard icon={IconPlugConnected} title={t('connection.title')} intro={t('connection.intro')} section testId="connection-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('list.quota')}
            </Text>
            <QuotaSummary quota={dataSource.quota} timeZone={timeZone} />
          </div>
          <Button
            variant="light"
            leftSection={<IconPlugConnected size={18} aria-hidden />}
            loading={test.isPending}
            onClick={() => test.mutate(dataSource.id)}
          >
            {t('test.button')}
          </Button>
        </Group>
        <TestResult pending={test.isPending} result={test.data} error={test.error} timeZone={timeZone} />
      </Stack>
    </IntroCard>
  );
}
