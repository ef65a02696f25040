import { Badge, Card, ColorSwatch, Group, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconBolt } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IntField } from '../../../components/schedule-editor/fields.tsx';
import { ConfigEditorPage } from '../components/config-editor.tsx';
import { useConfigActions, useConfigState } from '../components/config-editor-context.ts';
import { ColorField } from '../components/fields.tsx';
import { IconSelect } from '../components/icons.tsx';
import { ShortcutOverlayPreview } from '../components/shortcut-overlay-preview.tsx';
import { applyShortcut, overlayBoxes, type ShortcutRow, shortcutRows, type TShortcut } from '../model/config-draft.ts';

/**
 * Room Shortcuts (/admin/housekeepingshortcuts): which clean types get a box on the cleaning screen's
 * shortcuts overlay ('Tap to Continue'), in which order, with which icon and colour. A shortcut
 * belongs to a clean type: it is applied to every routine of that clean type in every room type.
 */
export default function ShortcutsPage() {
  const { t } = useTranslation(['config', 'pages']);
  return (
    <ConfigEditorPage title={t('pages:titles.housekeepingShortcuts')}>
      <Shortcuts />
    </ConfigEditorPage>
  );
}

function Shortcuts() {
  const { t } = useTranslation(['config', 'common']);
  const { draft } = useConfigState();
  const { update } = useConfigActions();
  const rows = useMemo(() => shortcutRows(draft), [draft]);
  const boxes = useMemo(() => overlayBoxes(rows), [rows]);
  const nextOrder = Math.max(0, ...rows.map((r) => r.shortcut?.order ?? 0)) + 1;

  const set = useCallback((key: string, shortcut: TShortcut | null) => update((c) => applyShortcut(c, key, shortcut)), [update]);

  const columns = useMemo<Column<ShortcutRow>[]>(() => {
    /**
     * A column of one setting of the clean type's shortcut, headed `shortcuts.<key>`: `field` is given
     * the shortcut, how to change it and the field's label; a clean type without a shortcut shows 'Off'
     * for its order and nothing for the others.
     */
    const setting = (
      key: 'order' | 'icon' | 'color',
      width: number,
      field: (shortcut: TShortcut, change: (patch: Partial<TShortcut>) => void, label: string) => ReactNode,
    ): Column<ShortcutRow> => ({
      key,
      header: t(`shortcuts.${key}`),
      width,
      render: ({ key: rowKey, shortcut, cleanType }) => {
        if (!shortcut) return key === 'order' ? <Text c="dimmed">{t('shortcuts.off')}</Text> : null;
        return field(shortcut, (patch) => set(rowKey, { ...shortcut, ...patch }), t(`shortcuts.${key}For`, { cleanType }));
      },
    });
    return [
      {
        key: 'cleanType',
        header: t('shortcuts.cleanType'),
        sortValue: (r) => r.cleanType,
        render: (r) => (
          <Group gap="sm" wrap="nowrap">
            <ColorSwatch color={r.color} size={22} aria-hidden />
            <div>
              <Group gap={6}>
                <Text fw={600}>{r.cleanType}</Text>
                {r.mixed ? (
                  <Tooltip label={t('shortcuts.mixedHelp')} multiline w={260}>
                    <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />} tabIndex={0}>
                      {t('shortcuts.mixed')}
                    </Badge>
                  </Tooltip>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {r.roomTypes.join(', ')}
              </Text>
            </div>
          </Group>
        ),
      },
      {
        key: 'on',
        header: t('shortcuts.shortcut'),
        sortValue: (r) => (r.shortcut ? 0 : 1),
        width: 120,
        render: (r) => (
          <Switch
            size="lg"
            aria-label={t('shortcuts.shortcutFor', { cleanType: r.cleanType })}
            checked={r.shortcut !== null}
            onChange={(e) =>
              set(r.key, e.currentTarget.checked ? (r.shortcut ?? { order: nextOrder, icon: 'sparkles', color: r.color }) : null)
            }
          />
        ),
      },
      {
        ...setting('order', 110, (s, change, label) => (
          <IntField aria-label={label} value={s.order} onChange={(order) => change({ order: order ?? 0 })} w={80} />
        )),
        sortValue: (r) => r.shortcut?.order ?? Number.MAX_SAFE_INTEGER,
      },
      setting('icon', 210, (s, change, label) => (
        <IconSelect aria-label={label} value={s.icon} onChange={(icon) => icon && change({ icon })} allowDeselect={false} w={190} />
      )),
      setting('color', 190, (s, change, label) => (
        <ColorField aria-label={label} value={s.color} onChange={(color) => change({ color })} w={170} />
      )),
    ];
  }, [t, set, nextOrder]);

  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={760}>
        {t('shortcuts.help')}
      </Text>
      <Card withBorder padding="lg">
        <Title order={2} fz="h4" mb={4}>
          {t('shortcuts.previewTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {boxes.length ? t('shortcuts.previewHelp') : t('shortcuts.previewEmpty')}
        </Text>
        <ShortcutOverlayPreview boxes={boxes} />
      </Card>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.key}
        searchText={(r) => [r.cleanType, ...r.roomTypes].join(' ')}
        initialSort={{ key: 'cleanType' }}
        label={t('shortcuts.tableLabel')}
        testId="shortcuts-table"
        empty={<EmptyState icon={<IconBolt size={34} />} title={t('shortcuts.emptyTitle')} description={t('shortcuts.emptyBody')} />}
      />
    </Stack>
  );
}
