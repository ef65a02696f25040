import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/api-error.ts';

/** False until the browser has painted the component's first render (a frame, then a task after it). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * What the dashboard says while it has no fresh rooms: the saved copy's reason (no network, the
 * server's error, still loading) with its time, a failed first load with a retry, or the loading tiles.
 */
export function DashboardStates({
  data,
  savedReason,
  updatedTime,
  error,
  onRetry,
  t,
}: {
  data: { offline?: boolean } | undefined;
  savedReason: 'online' | 'offline' | 'serverDown';
  updatedTime: string;
  error: unknown;
  onRetry: () => void;
  t: TFunction<'dashboard'>;
}) {
  return (
    <>
      {data?.offline ? (
        <Alert
          color={savedReason === 'serverDown' ? 'red' : 'orange'}
          variant="light"
          icon={<IconCloudOff aria-hidden />}
          data-testid="dashboard-offline"
          data-reason={savedReason}
          role="status"
        >
          {t(`offline.${savedReason}`, { time: updatedTime })}
        </Alert>
      ) : null}
      {error && !data ? (
        <Alert color="red" title={t('error.title')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{errorText(t, error)}</Text>
            <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
              {t('error.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {!data && !error ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          <Group>
            <Loader size="sm" />
            <Text c="dimmed">{t('loading')}</Text>
          </Group>
          {/* Plain placeholders, not 18 Mantine Skeletons: the loading screen is on the path to the tiles. */}
          <div className="dash-grid">
            {Array.from({ length: 18 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="dash-placeholder" />
            ))}
          </div>
        </Stack>
      ) : null}
    </>
  );
}
