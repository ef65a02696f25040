import type { TQuotaUsage } from '@carehome/contracts';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quotaColor, quotaText } from '../model/sync-text.ts';

/** The external API's quota: the percentage used with a bar, and the daily reset time; '—' when never checked. */
export function QuotaSummary({ quota, timeZone }: { quota: TQuotaUsage | null; timeZone?: string }) {
  const { t, i18n } = useTranslation('care-records-sync');
  const text = quotaText(t, quota, i18n.language, timeZone);
  if (!quota || !text) {
    return (
      <Text size="sm" c="dimmed" aria-label={t('quota.never')} title={t('quota.never')} data-testid="quota">
        —
      </Text>
    );
  }
  return (
    <Stack gap={4} miw={140} data-testid="quota">
      <Text size="sm">{text.used}</Text>
      <Progress value={quota.percentUsed} color={quotaColor(quota)} size="sm" aria-label={text.used} />
      <Text size="xs" c="dimmed">
        {text.resets}
      </Text>
    </Stack>
  );
}
