import { ActionIcon, Badge, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { IconArchive, IconDots, IconFolderPlus, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AreaNode } from '../model/tree.ts';

interface Props {
  nodes: AreaNode[];
  selected: string | null;
  counts: Map<string | null, number>;
  total: number;
  onSelect: (id: string | null) => void;
  onEdit: (node: AreaNode) => void;
  onAddChild: (node: AreaNode) => void;
  onArchive: (node: AreaNode, archived: boolean) => void;
  onDelete: (node: AreaNode) => void;
}

/** The nested areas of the site; the top entry shows the whole site. */
export function AreaTree({ nodes, selected, counts, total, onSelect, onEdit, onAddChild, onArchive, onDelete }: Props) {
  const { t } = useTranslation('layout');
  const render = (n: AreaNode) => (
    <NavLink
      key={n.area.id}
      active={selected === n.area.id}
      onClick={() => onSelect(n.area.id)}
      opened
      childrenOffset={18}
      label={
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text
            size="sm"
            fw={500}
            c={n.area.isArchived ? 'dimmed' : undefined}
            td={n.area.isArchived ? 'line-through' : undefined}
            truncate
            title={n.area.name}
          >
            {n.area.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" variant="light" color="gray" aria-label={t('roomCount', { count: counts.get(n.area.id) ?? 0 })}>
              {counts.get(n.area.id) ?? 0}
            </Badge>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="md"
                  aria-label={t('areaActions', { name: n.area.name })}
                  onClick={(e) => e.stopPropagation()}
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(n)}>
                  {t('renameArea')}
                </Menu.Item>
                <Menu.Item leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={() => onAddChild(n)}>
                  {t('addSubArea')}
                </Menu.Item>
                {n.area.isArchived ? (
                  <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={() => onArchive(n, false)}>
                    {t('common:restore')}
                  </Menu.Item>
                ) : (
                  <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={() => onArchive(n, true)}>
                    {t('common:archive')}
                  </Menu.Item>
                )}
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(n)}>
                  {t('common:delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      }
    >
      {n.children.length ? n.children.map(render) : null}
    </NavLink>
  );
  return (
    <Stack gap={0} data-testid="area-tree">
      <NavLink
        active={selected === null}
        onClick={() => onSelect(null)}
        label={
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t('wholeSite')}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              {total}
            </Badge>
          </Group>
        }
      />
      {nodes.map(render)}
    </Stack>
  );
}
