import type { TReportPhoto } from '@carehome/contracts';
import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { keepPhoto } from '../api/keep-photo.ts';
import { CameraCapture } from './camera-capture.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

/** The room whose report the photos belong to (they are kept on the tablet with its site and room). */
export const PhotoScope = createContext<{ facilityId: string; roomId: string } | null>(null);

/**
 * The photos of a report (housekeeper's or auditor's): thumbnails that open the full-screen viewer and,
 * when editable, the camera, a file choice (images only) and removal. A photo is kept on the tablet at
 * once (no network needed) and uploaded with the report's save through the outbox.
 */
export function PhotoStrip({
  photos,
  editable,
  createdBy,
  onAdd,
  onRemove,
  onOverlay,
  testId,
}: {
  photos: TReportPhoto[];
  editable: boolean;
  createdBy: string | null;
  onAdd: (photo: TReportPhoto) => void;
  onRemove: (id: string) => void;
  /** The camera or the viewer opened or closed over the dialog holding the strip (it must then leave Escape to them). */
  onOverlay: (open: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation('cleaning');
  const [camera, setCamera] = useState(false);
  const [uploading, setUploading] = useState(0);
  const scope = useContext(PhotoScope);
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = photos.filter((p) => !p.isDeleted);
  const overlay = camera || viewing !== null;
  useEffect(() => onOverlay(overlay), [overlay, onOverlay]);

  const upload = useCallback(
    async (file: Blob) => {
      if (!scope) return;
      setUploading((n) => n + 1);
      try {
        onAdd(await keepPhoto(file, scope, createdBy));
      } catch (err) {
        toast(errorText(t, err), 'red');
      } finally {
        setUploading((n) => n - 1);
      }
    },
    [createdBy, onAdd, t, scope],
  );
  const closeCamera = useCallback(() => setCamera(false), []);

  const choose = (files: File[]) => {
    for (const file of files) {
      // File uploads accept images only; the server checks the bytes too.
      if (!file.type.startsWith('image/')) toast(t('photos.notImage', { name: file.name }), 'red');
      else void upload(file);
    }
  };

  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between" align="center">
        <Text fw={600}>{t('photos.title', { count: shown.length })}</Text>
        {editable ? (
          <Group gap="xs">
            <Button variant="light" leftSection={<IconCamera aria-hidden />} onClick={() => setCamera(true)}>
              {t('photos.takePhoto')}
            </Button>
            <FileButton onChange={choose} accept="image/*" multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhotoPlus aria-hidden />}
                  loading={uploading > 0}
                  data-testid="choose-photo"
                >
                  {t('photos.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        ) : null}
      </Group>
      {shown.length ? (
        <div className="cl-photos">
          {shown.map((p, i) => (
            <div key={p.id} className="cl-photo" data-testid="photo">
              <button type="button" className="cl-photo-open" onClick={() => setViewing(i)} aria-label={t('photos.open', { n: i + 1 })}>
                <ApiImage fileName={p.photo} alt="" w={104} h={104} fit="cover" />
              </button>
              {editable ? (
                <ActionIcon
                  className="cl-photo-remove"
                  color="red"
                  variant="filled"
                  size={44}
                  aria-label={t('photos.remove', { n: i + 1 })}
                  onClick={() => onRemove(p.id)}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              ) : null}
            </div>
          ))}
        </div>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('photos.none')}
        </Text>
      )}
      {uploading > 0 ? (
        <Text fz="sm" role="status">
          {t('photos.uploading')}
        </Text>
      ) : null}
      <CameraCapture opened={camera} onCapture={(blob) => void upload(blob)} onClose={closeCamera} />
      <PhotoViewer photos={shown} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
