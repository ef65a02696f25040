import { Alert, Badge } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/network.ts';

/** The online/offline indicator of the header. */
export function NetworkIndicator() {
  const online = useOnline();
  const { t } = useTranslation('common');
  return (
    <Badge
      variant="light"
      color={online ? 'teal' : 'orange'}
      size="lg"
      leftSection={online ? <IconWifi size={14} aria-hidden /> : <IconWifiOff size={14} aria-hidden />}
      data-testid="network-indicator"
      data-online={online}
    >
      {online ? t('network.online') : t('network.offline')}
    </Badge>
  );
}

/** Shown above every screen while offline: the app keeps working from what it has. */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('common');
  if (online) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff aria-hidden />} mb="md" role="status" title={t('network.offlineTitle')}>
      {t('network.offlineBody')}
    </Alert>
  );
}
