import type { TDashboardRoom, THousekeepingConfig, TRoomState } from '@carehome/contracts';
import { ROOM_COMPLETE_COLOR } from '@carehome/domain';
import { Alert, Box, Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useConfigText } from '../../../lib/content-language.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetRoomState } from '../api/dashboard.ts';
import { cleanTypesForRoom, defaultCleanType, missingCleanType, RESIDENT, statesForRoom } from '../model/room-state-options.ts';

export interface RoomStateDialogProps {
  /** The room whose state is set; null: the dialog is closed. */
  room: TDashboardRoom | null;
  facilityId: string;
  config: THousekeepingConfig;
  onClose(): void;
  /** Stacking order, for when the dialog opens over another one (the history popup). */
  zIndex?: number;
}

const NO_CLEAN = '';
const isColor = (c: string) => /^#[0-9a-f]{6}$/i.test(c);

/** A small sample of how a room tile looks in a state: its colour with its border colour and style. */
function StateSwatch({ state }: { state: TRoomState | null }) {
  const background = state && isColor(state.color) ? state.color : ROOM_COMPLETE_COLOR;
  const border =
    !state || state.style === 'none'
      ? '1px solid var(--mantine-color-gray-4)'
      : `5px ${state.style} ${isColor(state.borderColor) ? state.borderColor : '#868E96'}`;
  return <Box w={48} h={48} aria-hidden style={{ background, border, borderRadius: 8, flexShrink: 0 }} />;
}

/**
 * The Room States selector: Resident (no state) or one of the states the room's type
 * allows, with an optional clean type. Saving sets the state and its 'State Room Clean' task, or
 * clears both for Resident.
 */
export function RoomStateDialog({ room, facilityId, config, onClose, zIndex }: RoomStateDialogProps) {
  const { t } = useTranslation('room');
  const small = useMediaQuery('(max-width: 48em)');
  // The last room stays on screen while the dialog closes.
  const last = useRef(room);
  if (room) last.current = room;
  const shown = room ?? last.current;
  return (
    <Modal
      opened={room !== null}
      onClose={onClose}
      title={shown ? t('state.title', { room: shown.roomNumber }) : ''}
      size="lg"
      fullScreen={small}
      centered
      zIndex={zIndex}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {shown ? <RoomStateForm key={shown.id} room={shown} facilityId={facilityId} config={config} onClose={onClose} /> : null}
    </Modal>
  );
}

function RoomStateForm({
  room,
  facilityId,
  config,
  onClose,
}: {
  room: TDashboardRoom;
  facilityId: string;
  config: THousekeepingConfig;
  onClose(): void;
}) {
  const { t } = useTranslation('room');
  const name = useConfigText(config);
  const roomType = room.roomType ? name(room.roomType) : t('history.noRoomType');
  const setState = useSetRoomState(facilityId);
  const states = useMemo(() => statesForRoom(config, room), [config, room]);
  const [choice, setChoice] = useState<string>(room.roomState?.id ?? RESIDENT);
  const [cleanType, setCleanType] = useState<string | null>(() => defaultCleanType(config, room, room.roomState?.id ?? RESIDENT));
  const cleanTypes = useMemo(() => cleanTypesForRoom(config, room), [config, room]);
  const missing = missingCleanType(config, room, choice);

  const choose = (value: string) => {
    setChoice(value);
    setCleanType(defaultCleanType(config, room, value));
    setState.reset();
  };

  const save = async () => {
    try {
      await setState.mutateAsync(
        choice === RESIDENT
          ? { roomId: room.id, roomStateId: null }
          : { roomId: room.id, roomStateId: choice, cleanType: cleanType ?? null },
      );
      toast(t('state.updated'));
      onClose();
    } catch {
      // The dialog stays open with the choice; the message says what went wrong.
      toast(t('state.failed'), 'red');
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!setState.isPending) void save();
      }}
      noValidate
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('state.intro', { roomType })}
        </Text>
        <Radio.Group value={choice} onChange={choose} name={`room-state-${room.id}`} label={t('state.choose')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {[null, ...states].map((s) => {
              const value = s?.id ?? RESIDENT;
              const current = (room.roomState?.id ?? RESIDENT) === value;
              return (
                <Radio.Card
                  key={value}
                  value={value}
                  radius="md"
                  p="sm"
                  mih={72}
                  data-testid={`state-option-${s ? s.stateName : RESIDENT}`}
                >
                  <Group wrap="nowrap" gap="sm" align="center">
                    <Radio.Indicator />
                    <StateSwatch state={s} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} lh={1.3}>
                        {s ? name(s.stateName) : t('state.resident')}
                        {current ? (
                          <Text span size="xs" c="dimmed" fw={500} ml={6}>
                            {t('state.current')}
                          </Text>
                        ) : null}
                      </Text>
                      <Text size="sm" c="dimmed" lh={1.3}>
                        {s
                          ? s.cleanType
                            ? t('state.asksFor', { cleanType: name(s.cleanType) })
                            : t('state.noCleanAsked')
                          : t('state.residentHint')}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
        {states.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('state.noStates')}
          </Text>
        ) : null}
        {missing ? (
          <Alert color="orange" icon={<IconAlertCircle aria-hidden />} data-testid="state-clean-missing">
            {t('state.cleanTypeMissing', { cleanType: name(missing), roomType })}
          </Alert>
        ) : null}
        {choice !== RESIDENT ? (
          <Select
            label={t('state.cleanType')}
            description={t('state.cleanTypeHelp')}
            data={[{ value: NO_CLEAN, label: t('state.noClean') }, ...cleanTypes.map((c) => ({ value: c, label: name(c) }))]}
            value={cleanType ?? NO_CLEAN}
            onChange={(v) => setCleanType(v || null)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          />
        ) : null}
        {setState.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('state.failed')} {errorText(t, setState.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={setState.isPending} disabled={setState.isPending}>
            {t('common:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
