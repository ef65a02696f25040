import type { TRiskFlag } from '@carehome/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setFlags } from '../model/resident-list.ts';

/** The set risk flags as letter badges (F, E, S, V, P); each is named in words for screen readers and on hover. */
export function RiskFlagBadges({ flags, size = 'md' }: { flags: Record<TRiskFlag, boolean>; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('residents');
  const set = setFlags(flags);
  if (!set.length) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="risk-flags">
      {set.map(({ flag, letter }) => (
        <Badge
          key={flag}
          size={size}
          color="red"
          variant="filled"
          radius="sm"
          role="img"
          aria-label={t(`flags.${flag}`)}
          title={t(`flags.${flag}`)}
          data-flag={letter}
        >
          {letter}
        </Badge>
      ))}
    </Group>
  );
}
