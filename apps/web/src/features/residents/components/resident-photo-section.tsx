import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoUp, IconTrash, IconUser } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { shrinkImage } from '../../../lib/images.ts';
import { uploadResidentPhoto } from '../api/save-resident.ts';
import { PhotoCamera } from '../arrival/photo-camera.tsx';
import type { ResidentSectionProps } from '../model/resident-form.ts';
import { titledName } from '../model/resident-list.ts';

/** The browser makes a photo at most this big before sending it; the server stores it inside 600x600. */
const SHRINK_PX = 1200;

/**
 * The resident's photo (Pre-Clean Summary, cleaning screen): taken with the camera or chosen from a file.
 * Kept in this product, also for a resident of the care-records system.
 */
export function ResidentPhotoSection({ values, set, resident }: ResidentSectionProps) {
  const { t } = useTranslation('residents');
  const [camera, setCamera] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const shown = values.photo === undefined ? resident.photo : values.photo;
  const closeCamera = useCallback(() => setCamera(false), []);

  const upload = async (file: Blob | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      set('photo', await uploadResidentPhoto(await shrinkImage(file, SHRINK_PX)));
    } catch (err) {
      setError(err);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormSection title={t('edit.photo')} testId="photo-section">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {shown ? (
          <ApiImage fileName={shown} alt={t('edit.photoOf', { name: titledName(resident) })} w={120} h={120} radius="md" fit="cover" />
        ) : (
          <Avatar size={120} radius="md" aria-hidden>
            <IconUser size={56} />
          </Avatar>
        )}
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {shown ? t('edit.photoHelp') : t('edit.noPhoto')}
          </Text>
          <Group gap="sm">
            <Button variant="light" leftSection={<IconCamera size={18} aria-hidden />} onClick={() => setCamera(true)} loading={uploading}>
              {t('edit.takePhoto')}
            </Button>
            <FileButton onChange={(f) => void upload(f)} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhotoUp size={18} aria-hidden />} loading={uploading}>
                  {t('edit.choosePhoto')}
                </Button>
              )}
            </FileButton>
            {shown ? (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => set('photo', null)}>
                {t('edit.removePhoto')}
              </Button>
            ) : null}
          </Group>
          {error ? <ErrorAlert error={error} testId="photo-error" /> : null}
        </Stack>
      </Group>
      <PhotoCamera opened={camera} onCapture={(blob) => void upload(blob)} onClose={closeCamera} />
    </FormSection>
  );
}
