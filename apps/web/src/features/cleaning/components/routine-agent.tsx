import type { TRoutine } from '@carehome/contracts';
import { routineFor } from '@carehome/domain';
import { Group, Text } from '@mantine/core';
import { IconDroplet, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfigName } from './config-names.tsx';

/**
 * The disinfectant the chosen clean type's routine names, and how long it must stay wet on surfaces (an
 * outbreak clean's), under the title bar. Nothing when the routine names neither.
 */
export function RoutineAgent({ routines, cleanType }: { routines: readonly TRoutine[]; cleanType: string }) {
  const { t } = useTranslation('cleaning');
  const name = useConfigName();
  const routine = routineFor(routines, cleanType);
  const agent = routine?.agent ?? null;
  const minutes = routine?.contactTimeMinutes ?? null;
  if (!agent && !minutes) return null;
  return (
    <Group w="100%" gap="lg" wrap="wrap" className="cl-agent" data-testid="routine-agent" role="note">
      {agent ? (
        <Group gap={6} wrap="nowrap">
          <IconDroplet size={20} aria-hidden />
          <Text fz="md">
            {t('agent.label')} <strong data-testid="routine-agent-name">{name(agent)}</strong>
          </Text>
        </Group>
      ) : null}
      {minutes ? (
        <Group gap={6} wrap="nowrap">
          <IconHourglass size={20} aria-hidden />
          <Text fz="md">
            {t('agent.contactTime')} <strong data-testid="routine-contact-time">{t('agent.minutes', { count: minutes })}</strong>
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
