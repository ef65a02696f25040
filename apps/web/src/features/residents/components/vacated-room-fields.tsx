import type { THousekeepingConfig } from '@carehome/contracts';
import { Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfigText } from '../../../lib/content-language.ts';
import { roomStatesOf, routinesOf, type VacatedRoomDraft } from '../model/vacated-room.ts';

/**
 * What becomes of the room a resident leaves, shared by discharge and transfer: a clean of one of the
 * room type's routines from a time on (an outstanding task on its tile), a room state the room type
 * allows, or nothing. The first choice comes from the site's housekeeping settings.
 */
export function VacatedRoomFields({
  config,
  room,
  value,
  onChange,
  error,
}: {
  config: THousekeepingConfig | undefined;
  /** The room the resident leaves. */
  room: { roomNumber: string; roomType: string | null };
  value: VacatedRoomDraft;
  onChange: (next: VacatedRoomDraft) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('residents');
  const name = useConfigText(config);
  const routines = routinesOf(config, room.roomType);
  const states = roomStatesOf(config, room.roomType);
  const set = (patch: Partial<VacatedRoomDraft>) => onChange({ ...value, ...patch });

  return (
    <Stack gap="sm" data-testid="vacated-room">
      <Radio.Group
        label={t('moves.vacatedTitle', { room: room.roomNumber })}
        description={t('moves.vacatedHelp')}
        value={value.action}
        onChange={(v) => set({ action: v as VacatedRoomDraft['action'] })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="clean" label={t('moves.vacatedClean')} disabled={!routines.length} data-testid="vacated-clean" />
          {value.action === 'clean' ? (
            <Group gap="md" pl={32} align="flex-start" wrap="wrap">
              <NativeSelect
                label={t('moves.cleanType')}
                value={value.cleanType ?? ''}
                onChange={(e) => set({ cleanType: e.currentTarget.value || null })}
                data={routines.map((r) => ({ value: r.cleanType, label: name(r.cleanType) }))}
                w={240}
                data-testid="vacated-clean-type"
              />
              <TextInput
                type="datetime-local"
                label={t('moves.cleanFrom')}
                value={value.startAt}
                onChange={(e) => set({ startAt: e.currentTarget.value })}
                required
                w={240}
                data-testid="vacated-clean-at"
              />
            </Group>
          ) : null}
          <Radio value="roomState" label={t('moves.vacatedState')} disabled={!states.length} data-testid="vacated-state" />
          {value.action === 'roomState' ? (
            <NativeSelect
              label={t('moves.roomState')}
              value={value.roomStateId ?? ''}
              onChange={(e) => set({ roomStateId: e.currentTarget.value || null })}
              data={[{ value: '', label: t('moves.chooseState') }, ...states.map((s) => ({ value: s.id, label: name(s.stateName) }))]}
              w={240}
              ml={32}
              data-testid="vacated-state-id"
            />
          ) : null}
          <Radio value="none" label={t('moves.vacatedNone')} data-testid="vacated-none" />
        </Stack>
      </Radio.Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
