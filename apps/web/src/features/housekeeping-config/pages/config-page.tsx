import { Box, Button, Group, Tabs } from '@mantine/core';
import { IconBell, IconBook, IconDoor, IconLanguage } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmRemoval } from '../../../components/confirm-removal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconTab } from '../../../components/icon-tab.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ConfigEditorPage } from '../components/config-editor.tsx';
import { useConfigActions, useConfigState } from '../components/config-editor-context.ts';
import { NotificationSettings } from '../components/notification-settings.tsx';
import { AddRoomTypeDialog, type RoomTypeItem, RoomTypeList } from '../components/room-type-list.tsx';
import { RoomTypePanel } from '../components/room-type-panel.tsx';
import { type RoutineNav, useRoutineNav } from '../components/routine-nav.ts';
import { TranslationsEditor } from '../components/translations-editor.tsx';
import { type Config, newRoomType } from '../model/config-draft.ts';
import { locateProblem, type Problem, type ProblemLocation } from '../model/validation.ts';

type TopTab = 'types' | 'translations' | 'settings';
const TOP_TABS: readonly TopTab[] = ['types', 'translations', 'settings'];

/**
 * Housekeeping Configuration (/admin/housekeepingconfig): room types and their routines (clean type,
 * kind, priority, colour, schedule, operations by group, detail images), every name in the five languages,
 * and the site's notification settings. The whole configuration is saved at once. The tab is in the
 * address (?tab=translations&find=Deep Clean), so a name elsewhere can link to its translations.
 */
export default function ConfigPage() {
  const { t } = useTranslation(['config', 'pages']);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TopTab | null;
  const topTab: TopTab = asked && TOP_TABS.includes(asked) ? asked : 'types';
  const find = params.get('find') ?? '';
  const setTopTab = useCallback((tab: TopTab) => setParams(tab === 'types' ? {} : { tab }, { replace: true }), [setParams]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const routines = useRoutineNav();
  const { open } = routines;

  const onSelect = useCallback(
    (id: string) => {
      setSelectedId(id);
      open(null);
    },
    [open],
  );

  const onLocate = useCallback(
    (at: ProblemLocation, _p: Problem, draft: Config) => {
      if (at.section === 'settings' || at.section === 'translations') {
        setTopTab(at.section);
        return;
      }
      if (at.typeIndex === undefined) return;
      const type = draft.roomTypes[at.typeIndex];
      if (!type) return;
      setTopTab('types');
      setSelectedId(type.id);
      const routine = at.routineIndex !== undefined ? type.routines[at.routineIndex] : undefined;
      if (!routine) return;
      open(
        routine.id,
        at.section === 'schedule'
          ? 'schedule'
          : at.section === 'operations'
            ? 'operations'
            : at.section === 'images'
              ? 'images'
              : 'general',
      );
    },
    [open, setTopTab],
  );

  return (
    <ConfigEditorPage title={t('pages:titles.housekeepingConfig')} onLocate={onLocate}>
      <Tabs value={topTab} onChange={(v) => v && setTopTab(v as TopTab)} keepMounted={false}>
        <Group mb="md" gap="md" wrap="nowrap" align="flex-end">
          <Tabs.List style={{ flex: 1 }}>
            <IconTab value="types" icon={IconDoor} label={t('tabs.roomTypes')} />
            <IconTab value="translations" icon={IconLanguage} label={t('tabs.translations')} />
            <IconTab value="settings" icon={IconBell} label={t('tabs.settings')} />
          </Tabs.List>
          <LinkButton to="/admin/housekeepingconfig/referencebook" icon={IconBook}>
            {t('referenceBook.open')}
          </LinkButton>
        </Group>
        <Tabs.Panel value="types">
          <RoomTypesEditor selectedId={selectedId} onSelect={onSelect} routines={routines} />
        </Tabs.Panel>
        <Tabs.Panel value="translations">
          <TranslationsEditor key={find} initialSearch={find} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <NotificationSettings />
        </Tabs.Panel>
      </Tabs>
    </ConfigEditorPage>
  );
}

function RoomTypesEditor({
  selectedId,
  onSelect,
  routines,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
  routines: RoutineNav;
}) {
  const { t } = useTranslation('config');
  const { draft, problems } = useConfigState();
  const { update } = useConfigActions();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const types = draft.roomTypes;
  const typeIndex = Math.max(
    0,
    types.findIndex((x) => x.id === selectedId),
  );
  const type = types[typeIndex];

  const typeProblems = useMemo(() => {
    const counts = new Map<number, number>();
    for (const p of problems) {
      const at = locateProblem(p.path);
      if (at.typeIndex !== undefined) counts.set(at.typeIndex, (counts.get(at.typeIndex) ?? 0) + 1);
    }
    return counts;
  }, [problems]);

  const itemsKey = types.map((x) => `${x.id}\u0000${x.roomType}\u0000${x.routines.length}`).join('\u0001');
  const items = useMemo<RoomTypeItem[]>(
    () =>
      itemsKey
        ? itemsKey.split('\u0001').map((entry) => {
            const [id = '', name = '', count = '0'] = entry.split('\u0000');
            return { id, name, routineCount: Number(count) };
          })
        : [],
    [itemsKey],
  );
  const openAdd = useCallback(() => setAdding(true), []);

  const deletingType = types.find((x) => x.id === deleting);

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Box
        w={230}
        style={{ flexShrink: 0, position: 'sticky', top: 'calc(var(--app-shell-header-offset, 64px) + var(--hk-header-h, 72px) + 12px)' }}
      >
        <RoomTypeList types={items} selectedId={type?.id ?? null} onSelect={onSelect} onAdd={openAdd} problemCounts={typeProblems} />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {type ? (
          <RoomTypePanel key={type.id} type={type} routines={routines} onDeleteType={setDeleting} />
        ) : (
          <EmptyState
            icon={<IconDoor size={34} />}
            title={t('roomTypes.emptyTitle')}
            description={t('roomTypes.emptyBody')}
            action={<Button onClick={() => setAdding(true)}>{t('roomTypes.add')}</Button>}
          />
        )}
      </Box>

      <AddRoomTypeDialog
        opened={adding}
        types={types}
        onClose={() => setAdding(false)}
        onCreate={(name, copyFromId) => {
          const created = newRoomType(name, types.find((x) => x.id === copyFromId) ?? null);
          update((c) => ({ ...c, roomTypes: [...c.roomTypes, created] }));
          onSelect(created.id);
        }}
      />
      <ConfirmRemoval
        pending={deletingType ?? null}
        title={t('roomTypes.deleteTitle')}
        confirmLabel={t('roomTypes.delete')}
        onClose={() => setDeleting(null)}
        onRemove={({ id }) => {
          update((c) => ({ ...c, roomTypes: c.roomTypes.filter((x) => x.id !== id) }));
          const next = types.find((x) => x.id !== id);
          if (next) onSelect(next.id);
        }}
      >
        {t('roomTypes.deleteBody', { name: deletingType?.roomType ?? '', n: deletingType?.routines.length ?? 0 })}
      </ConfirmRemoval>
    </Group>
  );
}
