import { Alert, Badge } from '@mantine/core';
import { IconServerOff, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkState } from '../../lib/network.ts';

const LOOK = {
  online: { color: 'teal', Icon: IconWifi },
  offline: { color: 'orange', Icon: IconWifiOff },
  serverDown: { color: 'red', Icon: IconServerOff },
} as const;

/** The network indicator of the header: online, offline, or the server answering with errors. */
export function NetworkIndicator() {
  const state = useNetworkState();
  const { t } = useTranslation('common');
  const { color, Icon } = LOOK[state];
  return (
    <Badge
      variant="light"
      color={color}
      size="lg"
      leftSection={<Icon size={14} aria-hidden />}
      data-testid="network-indicator"
      style={{ flexShrink: 0, overflow: 'visible' }}
      data-online={state === 'online'}
      data-state={state}
    >
      {t(`network.${state}`)}
    </Badge>
  );
}

/**
 * Shown above every screen while offline, or while the server answers with temporary errors: the app
 * keeps working from what it has, and saves wait on the device.
 */
export function OfflineBanner() {
  const state = useNetworkState();
  const { t } = useTranslation('common');
  if (state === 'online') return null;
  const down = state === 'serverDown';
  return (
    <Alert
      color={down ? 'red' : 'orange'}
      variant="light"
      icon={down ? <IconServerOff aria-hidden /> : <IconWifiOff aria-hidden />}
      mb="md"
      role="status"
      title={t(down ? 'network.serverDownTitle' : 'network.offlineTitle')}
      data-testid="network-banner"
    >
      {t(down ? 'network.serverDownBody' : 'network.offlineBody')}
    </Alert>
  );
}
