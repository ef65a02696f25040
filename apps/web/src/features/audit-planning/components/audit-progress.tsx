import type { TAuditProgress } from '@carehome/contracts';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One bar: audits done this week against the target (no bar without a target, only the count). */
function ProgressRow({ label, progress }: { label: string; progress: TAuditProgress }) {
  const { t } = useTranslation('audit-planning');
  const { target, done } = progress;
  const met = target !== null && done >= target;
  const value = target ? Math.min(100, (done / target) * 100) : target === 0 ? 100 : 0;
  return (
    <Stack gap={4} data-testid="audit-progress">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{label}</Text>
        <Text c={met ? 'teal.9' : undefined}>
          {target === null ? t('progress.doneNoTarget', { count: done }) : t('progress.doneOfTarget', { done, target })}
        </Text>
      </Group>
      {target !== null ? (
        <Progress
          value={value}
          color={met ? 'teal' : 'blue'}
          size="lg"
          radius="xl"
          aria-label={t('progress.aria', { label, done, target })}
        />
      ) : null}
    </Stack>
  );
}

/** The week's audits against the site's target and each area's. */
export function AuditProgress({ site, areas, week }: { site: TAuditProgress; areas: TAuditProgress[]; week: string }) {
  const { t } = useTranslation('audit-planning');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t('progress.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {week}
          </Text>
        </Group>
        <ProgressRow label={t('progress.site')} progress={site} />
        {areas.map((a) => (
          <ProgressRow key={a.areaId} label={a.areaPath ?? ''} progress={a} />
        ))}
      </Stack>
    </Paper>
  );
}
