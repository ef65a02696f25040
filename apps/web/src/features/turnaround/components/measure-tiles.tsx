import { type TTurnaroundSummary, type TTurnaroundTargets, TURNAROUND_MEASURES } from '@carehome/contracts';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesText, targetOf } from './measure-text.ts';
import { ShareBadge } from './share-badge.tsx';

/** Response, clean and turnaround of a set of tasks: median, 90th percentile and share within target, each against its target. */
export function MeasureTiles({ summary, targets }: { summary: TTurnaroundSummary; targets: TTurnaroundTargets }) {
  const { t } = useTranslation('turnaround');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {TURNAROUND_MEASURES.map((m) => {
        const s = summary[m];
        return (
          <Paper key={m} withBorder radius="md" p="md" data-testid={`tile-${m}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
              <div>
                <Text fw={700}>{t(`measures.${m}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`measureHelp.${m}`)}
                </Text>
              </div>
              <ShareBadge share={s.withinTarget} size="lg" />
            </Group>
            <Group gap="lg" mt="sm" wrap="wrap">
              <Figure label={t('median')} value={minutesText(t, s.medianMinutes)} />
              <Figure label={t('p90')} value={minutesText(t, s.p90Minutes)} />
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              {t('withinOf', { met: s.met, measured: s.measured, target: minutesText(t, targetOf(targets, m)) })}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** One figure of a tile: its name small above, its value large. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}
