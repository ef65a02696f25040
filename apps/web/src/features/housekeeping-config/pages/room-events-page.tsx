import type { TRoomEvent } from '@carehome/contracts';
import { ActionIcon, Button, TagsInput, Text, TextInput } from '@mantine/core';
import { IconCalendarBolt, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../components/confirm-removal.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ConfigEditorPage } from '../components/config-editor.tsx';
import { focusField, useConfigActions, useConfigState } from '../components/config-editor-context.ts';
import { allTags, newId } from '../model/config-draft.ts';

/**
 * Room Events (/admin/roomeventconfig): events that happen to rooms (an outbreak, a discharge) and
 * the clean tags they call for: routines carrying one of these tags are the cleans to do.
 */
export default function RoomEventsPage() {
  const { t } = useTranslation(['config', 'pages']);
  return (
    <ConfigEditorPage title={t('pages:titles.roomEventConfig')}>
      <RoomEvents />
    </ConfigEditorPage>
  );
}

interface Row {
  event: TRoomEvent;
  index: number;
}

function RoomEvents() {
  const { t } = useTranslation(['config', 'common']);
  const { draft, fieldError } = useConfigState();
  const { update } = useConfigActions();
  const [deleting, setDeleting] = useState<TRoomEvent | null>(null);
  const tagsText = allTags(draft).join('\n');
  const tags = useMemo(() => (tagsText ? tagsText.split('\n') : []), [tagsText]);
  const rows = useMemo(() => draft.roomEvents.map((event, index) => ({ event, index })), [draft.roomEvents]);

  const set = useCallback(
    (id: string, fn: (e: TRoomEvent) => TRoomEvent) =>
      update((c) => ({ ...c, roomEvents: c.roomEvents.map((e) => (e.id === id ? fn(e) : e)) })),
    [update],
  );

  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: 'name',
        header: t('events.name'),
        sortValue: (r) => r.event.name,
        width: '36%',
        render: (r) => (
          <TextInput
            aria-label={t('events.nameOf', { n: r.index + 1 })}
            value={r.event.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              set(r.event.id, (x) => ({ ...x, name }));
            }}
            error={fieldError(`roomEvents.${r.index}.name`)}
            maxLength={60}
            required
            data-path={`roomEvents.${r.index}.name`}
            placeholder={t('events.namePlaceholder')}
          />
        ),
      },
      {
        key: 'tags',
        header: t('events.cleanTags'),
        render: (r) => (
          <TagsInput
            aria-label={t('events.cleanTagsOf', { name: r.event.name || t('place.unnamedEvent') })}
            value={r.event.cleanTags}
            data={tags}
            onChange={(list) => set(r.event.id, (x) => ({ ...x, cleanTags: [...new Set(list.map((s) => s.trim()).filter(Boolean))] }))}
            acceptValueOnBlur
            maxTags={30}
            size="md"
            error={fieldError(`roomEvents.${r.index}.cleanTags`)}
            placeholder={r.event.cleanTags.length ? undefined : t('events.cleanTagsPlaceholder')}
          />
        ),
      },
      {
        key: 'actions',
        header: '',
        width: 60,
        align: 'right',
        render: (r) => (
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={t('events.deleteOf', { name: r.event.name || t('place.unnamedEvent') })}
            onClick={() =>
              r.event.name.trim() || r.event.cleanTags.length
                ? setDeleting(r.event)
                : update((c) => ({ ...c, roomEvents: c.roomEvents.filter((e) => e.id !== r.event.id) }))
            }
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        ),
      },
    ],
    [t, set, fieldError, tags, update],
  );

  const add = () => {
    const event: TRoomEvent = { id: newId(), name: '', cleanTags: [] };
    update((c) => ({ ...c, roomEvents: [...c.roomEvents, event] }));
    focusField(`roomEvents.${draft.roomEvents.length}.name`);
  };

  return (
    <>
      <Text c="dimmed" mb="md" maw={760}>
        {t('events.help')}
      </Text>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.event.id}
        searchText={(r) => [r.event.name, ...r.event.cleanTags].join(' ')}
        label={t('events.tableLabel')}
        testId="room-events-table"
        toolbar={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
            {t('events.add')}
          </Button>
        }
        empty={<EmptyState icon={<IconCalendarBolt size={34} />} title={t('events.emptyTitle')} description={t('events.emptyBody')} />}
      />
      <ConfirmRemoval
        pending={deleting}
        title={t('events.deleteTitle')}
        confirmLabel={t('events.delete')}
        onClose={() => setDeleting(null)}
        onRemove={({ id }) => update((c) => ({ ...c, roomEvents: c.roomEvents.filter((e) => e.id !== id) }))}
      >
        {t('events.deleteBody', { name: deleting?.name ?? '' })}
      </ConfirmRemoval>
    </>
  );
}
