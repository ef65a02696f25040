import { type ShortcutBox, type ShortcutKind, textColorOn } from '@carehome/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconUserExclamation, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigIcon } from '../../housekeeping-config/index.ts';
import { useConfigName } from './config-names.tsx';

/**
 * The shortcuts overlay a new clean opens with, 'Tap to Continue': Cancel,
 * 'Room occupied.' (saved Incomplete), one box per clean type with a shortcut (starts that clean), and
 * 'Room checked, CLEAN.' (saved Complete). A tap anywhere else continues to the checklist.
 */
export function ShortcutsOverlay({
  opened,
  subtitle,
  boxes,
  onContinue,
  onCancel,
  onShortcut,
  onCleanType,
}: {
  opened: boolean;
  /** The room and resident, so the overlay says where it is. */
  subtitle: string;
  boxes: ShortcutBox[];
  onContinue: () => void;
  onCancel: () => void;
  onShortcut: (kind: ShortcutKind) => void;
  onCleanType: (cleanType: string) => void;
}) {
  const { t } = useTranslation('cleaning');
  const name = useConfigName();
  const box = (key: string, label: string, icon: ReactNode, background: string, onClick: () => void, testId: string) => {
    const color = textColorOn(background);
    const style: CSSProperties = { background, color };
    return (
      <button
        key={key}
        type="button"
        className={color.toUpperCase() === '#FFFFFF' ? 'cl-shortcut cl-shortcut-light' : 'cl-shortcut'}
        style={style}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
        data-testid={testId}
      >
        {icon}
        {label}
      </button>
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      fullScreen
      zIndex={250}
      withCloseButton={false}
      title={null}
      transitionProps={{ transition: 'fade', duration: 150 }}
      data-testid="shortcuts-overlay"
      styles={{ body: { height: '100%', padding: 0 } }}
    >
      {/* A tap on the free space continues, as the title says; the button does the same for keyboards. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the continue button below is the keyboard's way */}
      <div onClick={onContinue} style={{ minHeight: '100%', padding: 32, cursor: 'pointer' }}>
        <Stack gap="xl" maw={1100} mx="auto">
          <Stack gap={4} align="center">
            {/* The dialog's title: it names the dialog for screen readers. */}
            <Modal.Title fz={34} fw={800} m={0}>
              {t('shortcuts.title')}
            </Modal.Title>
            <Text fz="xl" fw={600} data-testid="shortcuts-room">
              {subtitle}
            </Text>
            <Text c="dimmed" fz="lg">
              {t('shortcuts.help')}
            </Text>
          </Stack>
          <div className="cl-shortcuts">
            {box('cancel', t('shortcuts.cancel'), <IconX size={40} aria-hidden />, '#E9ECEF', onCancel, 'shortcut-cancel')}
            {box(
              'occupied',
              t('shortcuts.roomOccupied'),
              <IconUserExclamation size={40} aria-hidden />,
              '#FFD8A8',
              () => onShortcut('roomOccupied'),
              'shortcut-occupied',
            )}
            {boxes.map((b) =>
              box(
                b.routineId,
                name(b.cleanType),
                <ConfigIcon name={b.icon} size={40} />,
                b.color,
                () => onCleanType(b.cleanType),
                'shortcut-clean-type',
              ),
            )}
            {box(
              'checked',
              t('shortcuts.roomCheckedClean'),
              <IconCircleCheck size={40} aria-hidden />,
              '#C5E379',
              () => onShortcut('roomCheckedClean'),
              'shortcut-checked',
            )}
          </div>
          <Button
            size="xl"
            variant="filled"
            mx="auto"
            leftSection={<IconArrowRight aria-hidden />}
            onClick={(e) => {
              e.stopPropagation();
              onContinue();
            }}
            data-autofocus
            data-testid="shortcut-continue"
          >
            {t('shortcuts.continue')}
          </Button>
        </Stack>
      </div>
    </Modal>
  );
}
