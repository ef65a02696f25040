import { textColorOn } from '@carehome/domain';
import { Box, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDoorExit, IconUserCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLETE_COLOR, type TShortcut } from '../model/config-draft.ts';
import { ConfigIcon } from './icons.tsx';
import { PictureText } from './picture-text.tsx';

function OverlayBox({ color, icon, label, testId }: { color: string; icon: ReactNode; label: string; testId?: string }) {
  const valid = /^#[0-9a-f]{6}$/i.test(color);
  const background = valid ? color : '#868E96';
  const text = textColorOn(background);
  return (
    <Box
      role="listitem"
      data-testid={testId}
      style={{
        background,
        color: text,
        borderRadius: 12,
        minHeight: 96,
        padding: 12,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        textAlign: 'center',
        boxShadow: '0 2px 6px rgba(0,0,0,0.35)',
      }}
    >
      {icon}
      <PictureText fw={700} size="md" lh={1.2} text={label} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}

/**
 * The shortcuts overlay of the cleaning screen ('Tap to Continue') as staff will see it: Cancel,
 * 'Room occupied.', one box per clean type that has a shortcut in order, and 'Room checked, CLEAN.'.
 */
export function ShortcutOverlayPreview({ boxes }: { boxes: readonly { key: string; cleanType: string; shortcut: TShortcut }[] }) {
  const { t } = useTranslation('config');
  return (
    <Box
      p="lg"
      style={{ background: 'rgba(20, 24, 28, 0.88)', borderRadius: 16 }}
      data-testid="overlay-preview"
      role="region"
      aria-label={t('shortcuts.previewLabel')}
    >
      <Stack gap="md">
        <Text c="white" fw={700} fz="xl" ta="center">
          {t('shortcuts.overlayTitle')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" role="list">
          <OverlayBox color="#868E96" icon={<IconX size={28} aria-hidden />} label={t('shortcuts.overlayCancel')} />
          <OverlayBox color="#E8590C" icon={<IconDoorExit size={28} aria-hidden />} label={t('shortcuts.overlayOccupied')} />
          {boxes.map((b) => (
            <OverlayBox
              key={b.key}
              color={b.shortcut.color}
              icon={<ConfigIcon name={b.shortcut.icon} size={28} />}
              label={b.cleanType}
              testId="overlay-shortcut"
            />
          ))}
          <OverlayBox color={COMPLETE_COLOR} icon={<IconUserCheck size={28} aria-hidden />} label={t('shortcuts.overlayChecked')} />
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
