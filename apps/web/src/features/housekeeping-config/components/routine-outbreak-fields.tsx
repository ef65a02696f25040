import type { TRoutine } from '@carehome/contracts';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IntField } from '../../../components/schedule-editor/fields.tsx';
import { useNameDescription } from './missing-languages.tsx';

interface Props {
  routine: TRoutine;
  prefix: string;
  set: (fn: (r: TRoutine) => TRoutine) => void;
  fieldError: (path: string) => string | undefined;
}

/**
 * A routine's outbreak settings: due only while an outbreak covers the room, and the disinfectant with its
 * contact time that the cleaning screen shows next to the checklist (any routine may name them).
 */
export function RoutineOutbreakFields({ routine, prefix, set, fieldError }: Props) {
  const { t } = useTranslation('config');
  const agent = routine.agent ?? '';
  const agentDescription = useNameDescription(agent, t('routines.agentHelp'));
  return (
    <Stack gap="md">
      <Switch
        size="md"
        label={t('routines.outbreakOnly')}
        description={t('routines.outbreakOnlyHelp')}
        checked={routine.outbreakOnly === true}
        onChange={(e) => {
          const outbreakOnly = e.currentTarget.checked;
          set((r) => ({ ...r, outbreakOnly }));
        }}
        data-path={`${prefix}.outbreakOnly`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('routines.agent')}
          description={agentDescription}
          placeholder={t('routines.agentPlaceholder')}
          value={agent}
          onChange={(e) => {
            const v = e.currentTarget.value;
            set((r) => ({ ...r, agent: v.trim() ? v : null }));
          }}
          maxLength={80}
          error={fieldError(`${prefix}.agent`)}
          data-path={`${prefix}.agent`}
        />
        <IntField
          label={t('routines.contactTime')}
          description={t('routines.contactTimeHelp')}
          value={routine.contactTimeMinutes ?? undefined}
          allowEmpty
          onChange={(n) => set((r) => ({ ...r, contactTimeMinutes: n ?? null }))}
          error={fieldError(`${prefix}.contactTimeMinutes`)}
          w="100%"
          data-path={`${prefix}.contactTimeMinutes`}
        />
      </SimpleGrid>
    </Stack>
  );
}
