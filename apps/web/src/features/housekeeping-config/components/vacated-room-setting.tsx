import type { TVacatedRoomSetting } from '@carehome/contracts';
import { Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card.tsx';
import { useConfigActions, useConfigState } from './config-editor-context.ts';

/** The choice of the clean type's select that means "the room type's Post-Clean routine". */
const POST_CLEAN = '';

/**
 * What a resident's discharge or transfer offers first for the room left: a clean (of one clean type,
 * or each room type's Post-Clean routine), a room state, or nothing. Nursing can still choose otherwise
 * at each move.
 */
export function VacatedRoomSetting() {
  const { t } = useTranslation('config');
  const { draft, fieldError } = useConfigState();
  const { update } = useConfigActions();
  const value = draft.settings.vacatedRoom;
  const set = (patch: Partial<TVacatedRoomSetting>) =>
    update((c) => ({ ...c, settings: { ...c.settings, vacatedRoom: { ...c.settings.vacatedRoom, ...patch } } }));
  const cleanTypes = [...new Set(draft.roomTypes.flatMap((rt) => rt.routines.map((r) => r.cleanType)))].sort();
  const states = [...draft.roomStates].sort((a, b) => a.order - b.order);

  return (
    <SettingsCard icon={IconDoorExit} title={t('vacatedRoom.title')} help={t('vacatedRoom.help')} testId="vacated-room-setting">
      <Radio.Group
        value={value.action}
        onChange={(v) => set({ action: v as TVacatedRoomSetting['action'] })}
        aria-label={t('vacatedRoom.title')}
        error={fieldError('settings.vacatedRoom')}
      >
        <Stack gap="sm">
          <Group gap="md" wrap="wrap" mih={36}>
            <Radio value="clean" label={t('vacatedRoom.clean')} />
            {value.action === 'clean' ? (
              <NativeSelect
                aria-label={t('vacatedRoom.cleanType')}
                value={value.cleanType ?? POST_CLEAN}
                onChange={(e) => set({ cleanType: e.currentTarget.value || null })}
                data={[{ value: POST_CLEAN, label: t('vacatedRoom.postClean') }, ...cleanTypes.map((c) => ({ value: c, label: c }))]}
                error={fieldError('settings.vacatedRoom.cleanType')}
                w={300}
              />
            ) : null}
          </Group>
          <Group gap="md" wrap="wrap" mih={36}>
            <Radio value="roomState" label={t('vacatedRoom.roomState')} disabled={!states.length} />
            {value.action === 'roomState' ? (
              <NativeSelect
                aria-label={t('vacatedRoom.state')}
                value={value.roomStateId ?? ''}
                onChange={(e) => set({ roomStateId: e.currentTarget.value || null })}
                data={[{ value: '', label: t('vacatedRoom.chooseState') }, ...states.map((s) => ({ value: s.id, label: s.stateName }))]}
                error={fieldError('settings.vacatedRoom.roomStateId') ?? (value.roomStateId ? undefined : t('vacatedRoom.stateMissing'))}
                w={300}
              />
            ) : null}
          </Group>
          <Radio value="none" label={t('vacatedRoom.none')} />
        </Stack>
      </Radio.Group>
    </SettingsCard>
  );
}
