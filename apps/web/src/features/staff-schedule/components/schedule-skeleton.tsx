import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shape of the schedule while it loads: a few staff rows with cards. */
export function ScheduleSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-busy data-testid="schedule-loading">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <Paper key={i} withBorder p="md" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <Stack gap={8} w={200}>
              <Skeleton height={18} width="80%" />
              <Skeleton height={12} width="50%" />
            </Stack>
            <Skeleton height={72} style={{ flex: 1 }} />
            <Skeleton height={72} style={{ flex: 1 }} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
