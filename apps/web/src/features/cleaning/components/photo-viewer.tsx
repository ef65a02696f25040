import type { TReportPhoto } from '@carehome/contracts';
import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';

/** The full-screen image viewer, with previous and next (arrow buttons and keys) when there are several. */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: TReportPhoto[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  // The last photo stays while the viewer closes, so the dialog keeps its name and picture.
  const last = useRef<{ photo: TReportPhoto; index: number } | null>(null);
  const current = index === null ? undefined : photos[index];
  if (current && index !== null) last.current = { photo: current, index };
  const shown = last.current;
  const photo = shown?.photo ?? null;
  const step = (by: number) => index !== null && onIndex((index + by + photos.length) % photos.length);
  return (
    <Modal
      opened={Boolean(current)}
      onClose={onClose}
      fullScreen
      zIndex={400}
      title={shown ? t('photos.viewerTitle', { n: shown.index + 1, total: photos.length }) : null}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="photo-viewer"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
    >
      {photo ? (
        <Group wrap="nowrap" justify="center" align="center" gap="sm">
          {photos.length > 1 ? (
            <ActionIcon size={56} variant="light" aria-label={t('photos.previous')} onClick={() => step(-1)}>
              <IconChevronLeft size={32} aria-hidden />
            </ActionIcon>
          ) : null}
          <ApiImage
            fileName={photo.photo}
            alt={t('photos.photo', { n: (shown?.index ?? 0) + 1 })}
            h="calc(100dvh - 140px)"
            fit="contain"
            style={{ flex: 1 }}
          />
          {photos.length > 1 ? (
            <ActionIcon size={56} variant="light" aria-label={t('photos.next')} onClick={() => step(1)}>
              <IconChevronRight size={32} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ) : (
        <Text />
      )}
    </Modal>
  );
}
