import type { TDetailImage, TOperation, TRoutine, TRoutineSchedule } from '@carehome/contracts';
import { ActionIcon, Badge, Box, ColorSwatch, Group, Paper, Tabs, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAlertCircle,
  IconCalendarTime,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconListCheck,
  IconPhoto,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTab } from '../../../components/icon-tab.tsx';
import { describeSchedule } from '../../../lib/schedule-text.ts';
import { setDefaultRoutine, updateRoutine } from '../model/config-draft.ts';
import { useConfigActions } from './config-editor-context.ts';
import { DetailImagesEditor } from './detail-images-editor.tsx';
import { ConfigIcon } from './icons.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { OperationsEditor } from './operations-editor.tsx';
import { RoutineFlags } from './routine-flags.tsx';
import { RoutineGeneralFields, type Suggestions } from './routine-general-fields.tsx';
import type { RoutineTab } from './routine-nav.ts';
import { RoutineScheduleEditor } from './routine-schedule-editor.tsx';

/** What a routine's row does: open or close its editor, switch the editor's tab, move, duplicate or delete the routine. */
export interface RoutineRowActions {
  toggle: (routineId: string) => void;
  setTab: (tab: RoutineTab) => void;
  move: (routineId: string, delta: number) => void;
  duplicate: (routineId: string) => void;
  remove: (routine: TRoutine) => void;
}

interface RowProps {
  routine: TRoutine;
  typeId: string;
  typeIndex: number;
  index: number;
  count: number;
  expanded: boolean;
  tab: RoutineTab;
  problemCount: number;
  /** Live check: another routine of this room type has this clean type. */
  duplicateName: boolean;
  pendingText: string | undefined;
  suggestions: Suggestions;
  fieldError: (path: string) => string | undefined;
  actions: RoutineRowActions;
}

/** One routine of a room type: a summary line that opens its editor (general, schedule, operations, images). */
export const RoutineRow = memo(function RoutineRow(props: RowProps) {
  const { routine, index, count, expanded, problemCount, actions } = props;
  const { t, i18n } = useTranslation('config');
  const name = routine.cleanType.trim() || t('routines.unnamed');
  const panelId = `routine-panel-${routine.id}`;
  return (
    <Paper withBorder radius="md" data-testid="routine-row" style={expanded ? { borderColor: 'var(--mantine-color-teal-6)' } : undefined}>
      <Group wrap="nowrap" gap="xs" p={6} pr="xs">
        <UnstyledButton
          onClick={() => actions.toggle(routine.id)}
          aria-expanded={expanded}
          aria-controls={panelId}
          style={{ flex: 1, minWidth: 0, minHeight: 48, borderRadius: 8 }}
          px="xs"
          data-path={`roomTypes.${props.typeIndex}.routines.${index}`}
        >
          <Group wrap="nowrap" gap="sm">
            {expanded ? <IconChevronDown size={20} aria-hidden /> : <IconChevronRight size={20} aria-hidden />}
            <ColorSwatch color={routine.color} size={24} aria-hidden />
            <Box style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={600}>{name}</Text>
                {routine.kind !== 'Standard' ? (
                  <Badge variant="light" color="blue">
                    {t(`kinds.${routine.kind}`)}
                  </Badge>
                ) : null}
                <RoutineFlags routine={routine} />
                {routine.shortcut ? (
                  <Badge variant="light" color="gray" leftSection={<ConfigIcon name={routine.shortcut.icon} size={14} />}>
                    {t('routines.shortcutBadge')}
                  </Badge>
                ) : null}
                {problemCount ? (
                  <Badge color="red" leftSection={<IconAlertCircle size={14} aria-hidden />}>
                    {t('routines.problems', { n: problemCount })}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {[
                  t('routines.priorityShort', { n: routine.priority }),
                  describeSchedule(routine.schedule, t, i18n.language),
                  t('routines.operationCount', { n: routine.operations.length }),
                ].join(' · ')}
              </Text>
            </Box>
          </Group>
        </UnstyledButton>
        <MoveButtons
          upLabel={t('routines.moveUpOf', { name })}
          downLabel={t('routines.moveDownOf', { name })}
          index={index}
          count={count}
          onMove={(delta) => actions.move(routine.id, delta)}
          variant="subtle"
          tips={{ up: t('routines.moveUp'), down: t('routines.moveDown') }}
        />
        <Tooltip label={t('routines.duplicate')}>
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label={t('routines.duplicateOf', { name })}
            onClick={() => actions.duplicate(routine.id)}
          >
            <IconCopy size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('routines.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={t('routines.deleteOf', { name })}
            onClick={() => actions.remove(routine)}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {expanded ? (
        <Box id={panelId} px="sm" pb="md" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <RoutineEditor {...props} />
        </Box>
      ) : null}
    </Paper>
  );
});

function RoutineEditor({ routine, typeId, typeIndex, index, tab, duplicateName, pendingText, suggestions, fieldError, actions }: RowProps) {
  const { t } = useTranslation(['config', 'errors']);
  const { update, setPendingJson, timeZone } = useConfigActions();
  const prefix = `roomTypes.${typeIndex}.routines.${index}`;
  const routineId = routine.id;
  const set = useCallback(
    (fn: (r: TRoutine) => TRoutine) => update((c) => updateRoutine(c, typeId, routineId, fn)),
    [update, typeId, routineId],
  );
  const setSchedule = useCallback((schedule: TRoutineSchedule | null) => set((r) => ({ ...r, schedule })), [set]);
  const setPending = useCallback((text: string | undefined) => setPendingJson(routineId, text), [setPendingJson, routineId]);
  const setOps = useCallback((fn: (ops: TOperation[]) => TOperation[]) => set((r) => ({ ...r, operations: fn(r.operations) })), [set]);
  const setImages = useCallback(
    (fn: (images: TDetailImage[]) => TDetailImage[]) => set((r) => ({ ...r, detailImages: fn(r.detailImages) })),
    [set],
  );
  const name = routine.cleanType.trim() || t('routines.unnamed');

  return (
    <Tabs value={tab} onChange={(v) => v && actions.setTab(v as RoutineTab)} keepMounted={false}>
      <Tabs.List mb="md">
        <IconTab value="general" icon={IconSettings} label={t('routines.tabs.general')} />
        <IconTab value="schedule" icon={IconCalendarTime} label={t('routines.tabs.schedule')} />
        <IconTab value="operations" icon={IconListCheck} label={t('routines.tabs.operations', { n: routine.operations.length })} />
        <IconTab value="images" icon={IconPhoto} label={t('routines.tabs.images', { n: routine.detailImages.length })} />
      </Tabs.List>

      <Tabs.Panel value="general">
        <RoutineGeneralFields
          routine={routine}
          prefix={prefix}
          set={set}
          onDefault={(on) =>
            update((c) => ({
              ...c,
              roomTypes: c.roomTypes.map((rt) =>
                rt.id === typeId ? { ...rt, routines: setDefaultRoutine(rt.routines, routineId, on) } : rt,
              ),
            }))
          }
          suggestions={suggestions}
          duplicateName={duplicateName}
          fieldError={fieldError}
        />
      </Tabs.Panel>

      <Tabs.Panel value="schedule">
        <RoutineScheduleEditor
          value={routine.schedule}
          onChange={setSchedule}
          pendingText={pendingText}
          onPendingText={setPending}
          timeZone={timeZone}
          pathPrefix={`${prefix}.schedule`}
        />
      </Tabs.Panel>

      <Tabs.Panel value="operations">
        <OperationsEditor operations={routine.operations} onChange={setOps} pathPrefix={`${prefix}.operations`} fieldError={fieldError} />
      </Tabs.Panel>

      <Tabs.Panel value="images">
        <Text size="sm" c="dimmed" mb="xs">
          {t('routines.imagesHelp')}
        </Text>
        <DetailImagesEditor images={routine.detailImages} onChange={setImages} subject={name} />
      </Tabs.Panel>
    </Tabs>
  );
}
