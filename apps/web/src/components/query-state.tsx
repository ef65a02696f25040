import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error.ts';
import { RETRY_ATTEMPTS } from '../lib/retry.ts';
import { PageLoader } from './page-loader.tsx';

export type Query = Pick<
  UseQueryResult<unknown>,
  'error' | 'failureCount' | 'failureReason' | 'fetchStatus' | 'isError' | 'isFetching' | 'refetch'
>;

/** A read that failed after its retries: the message and a way to try again. */
export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="load-error">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{errorText(t, error)}</Text>
        <Button variant="light" color="red" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * What a screen shows while its data is not there yet: loading; 'still trying' with the attempt and Try
 * now while the reads are retried (20 attempts, 1.5 s apart, before a read is given up); the offline notice while
 * the browser has no network; the error with Try again once the retries are over. A screen never spins
 * without saying why.
 */
export function QueryState({ query }: { query: Query }) {
  const { t } = useTranslation('common');
  const tryNow = () => void query.refetch({ cancelRefetch: true });
  if (query.isError) return <LoadError error={query.error} onRetry={tryNow} retrying={query.isFetching} />;
  if (query.fetchStatus === 'paused') {
    return (
      <Alert color="orange" icon={<IconCloudOff aria-hidden />} role="status" data-testid="load-paused">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('load.paused')}</Text>
          <Button variant="light" color="orange" leftSection={<IconRefresh size={18} aria-hidden />} onClick={tryNow}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.failureCount > 0) {
    return (
      <Alert color="orange" icon={<IconCloudOff aria-hidden />} role="status" data-testid="load-retrying">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">
            {errorText(t, query.failureReason)} {t('load.retrying', { attempt: query.failureCount + 1, max: RETRY_ATTEMPTS })}
          </Text>
          <Button variant="light" color="orange" leftSection={<IconRefresh size={18} aria-hidden />} onClick={tryNow}>
            {t('load.tryNow')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <PageLoader />;
}
