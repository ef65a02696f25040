import type { TRoom } from '@carehome/contracts';
import { ActionIcon, Badge, Menu, Text } from '@mantine/core';
import { IconArchive, IconDots, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/data-table.tsx';

/**
 * The columns of the site's rooms: number, type, area, QR code, archived or active, and a menu to
 * edit, archive or restore, and delete the room.
 */
export function roomColumns({
  t,
  name,
  onEdit,
  onArchive,
  onDelete,
}: {
  t: TFunction<'layout'>;
  /** The room type in the reader's language. */
  name: (text: string) => string;
  onEdit: (room: TRoom) => void;
  onArchive: (room: TRoom, archived: boolean) => void;
  onDelete: (room: TRoom) => void;
}): Column<TRoom>[] {
  return [
    { key: 'number', header: t('roomNumber'), render: (r) => <Text fw={600}>{r.roomNumber}</Text>, sortValue: (r) => r.roomNumber },
    {
      key: 'type',
      header: t('roomType'),
      render: (r) => (r.roomType ? name(r.roomType) : '—'),
      sortValue: (r) => (r.roomType ? name(r.roomType) : null),
    },
    {
      key: 'area',
      header: t('area'),
      render: (r) => r.facilityArea.join(' › ') || t('noArea'),
      sortValue: (r) => r.facilityArea.join(' '),
    },
    {
      key: 'qr',
      header: t('qrCode'),
      render: (r) => (
        <Text ff="monospace" size="sm">
          {r.qrCode}
        </Text>
      ),
      sortValue: (r) => r.qrCode,
    },
    {
      key: 'status',
      header: t('status'),
      render: (r) =>
        r.isArchived ? (
          <Badge color="gray" variant="light">
            {t('common:archived')}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {t('common:active')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (r) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('roomActions', { room: r.roomNumber })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(r)}>
              {t('common:edit')}
            </Menu.Item>
            {r.isArchived ? (
              <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={() => onArchive(r, false)}>
                {t('common:restore')}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={() => onArchive(r, true)}>
                {t('common:archive')}
              </Menu.Item>
            )}
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(r)}>
              {t('common:delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}
