import type { TActiveOutbreak } from '@carehome/contracts';
import { Alert, List, Text } from '@mantine/core';
import { IconVirus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { formatDisplayDateTime } from '../../../lib/dates.ts';

interface Props {
  /** The outbreaks running at the site; nothing shows without one. */
  outbreaks: readonly TActiveOutbreak[] | undefined;
  timeZone: string;
  t: TFunction<'dashboard'>;
}

/**
 * The outbreaks running at the site, above the tiles: where (an area, or the whole site), why and since
 * when. Their rooms' tiles say so too and follow the outbreak routines.
 */
export function OutbreakBanner({ outbreaks, timeZone, t }: Props) {
  if (!outbreaks?.length) return null;
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconVirus aria-hidden />}
      title={t('outbreak.title', { count: outbreaks.length })}
      data-testid="outbreak-banner"
      role="status"
    >
      <Text fz="sm" mb={4}>
        {t('outbreak.help')}
      </Text>
      <List spacing={2} fz="sm">
        {outbreaks.map((o) => (
          <List.Item key={o.id} data-testid="outbreak-banner-item">
            {t('outbreak.item', {
              area: o.areaPath ?? t('outbreak.wholeSite'),
              reason: o.reason,
              since: formatDisplayDateTime(o.startedAt, timeZone),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
