import { Badge } from '@mantine/core';
import { IconBroadcast, IconBroadcastOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { LiveState } from '../../../lib/live-updates.ts';

/** Whether the dashboard follows the site live: live, connecting, or not live (then it reloads by itself). */
export function LiveBadge({ live, t }: { live: LiveState; t: TFunction<'dashboard'> }) {
  return live === 'live' ? (
    <Badge
      color="teal"
      variant="light"
      size="lg"
      leftSection={<IconBroadcast size={14} aria-hidden />}
      data-testid="live-state"
      data-state={live}
    >
      {t('live.live')}
    </Badge>
  ) : (
    <Badge
      color={live === 'connecting' ? 'gray' : 'orange'}
      variant="light"
      size="lg"
      leftSection={<IconBroadcastOff size={14} aria-hidden />}
      data-testid="live-state"
      data-state={live}
    >
      {live === 'connecting' ? t('live.connecting') : t('live.notLive')}
    </Badge>
  );
}
