import { Avatar, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoUp, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { ApiImage } from '../../../components/api-image.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { PhotoCamera } from './photo-camera.tsx';
import { usePhotoUpload } from './use-photo-upload.ts';

/**
 * The resident's photo, from the camera or a file: uploaded at once (files/image, Resize 600x600) so
 * that the draft keeps only its file name; shown as a thumbnail, and can be removed.
 */
export function PhotoField({ photo, name, onChange }: { photo: string | null; name: string; onChange: (photo: string | null) => void }) {
  const { t } = useTranslation('resident-arrival');
  const { camera, openCamera, closeCamera, uploading, error, upload } = usePhotoUpload(onChange);

  return (
    <Stack gap="xs" data-testid="arrival-photo">
      <Input.Label size="md">{t('photo.title')}</Input.Label>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {photo ? (
          <ApiImage
            fileName={photo}
            alt={t('photo.alt', { name })}
            w={120}
            h={120}
            radius="md"
            fit="cover"
            data-testid="arrival-photo-thumb"
          />
        ) : (
          <Avatar size={120} radius="md" aria-hidden>
            <IconUser size={56} />
          </Avatar>
        )}
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {uploading ? t('photo.uploading') : photo ? t('photo.help') : t('photo.none')}
          </Text>
          <Group gap="sm">
            <ActionButton variant="light" size="md" icon={IconCamera} iconSize={20} onClick={openCamera} loading={uploading}>
              {t('photo.take')}
            </ActionButton>
            <FileButton onChange={(f) => void upload(f)} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <ActionButton
                  {...props}
                  variant="default"
                  size="md"
                  icon={IconPhotoUp}
                  iconSize={20}
                  loading={uploading}
                  data-testid="arrival-photo-file"
                >
                  {t('photo.choose')}
                </ActionButton>
              )}
            </FileButton>
            {photo ? (
              <ActionButton variant="subtle" color="red" size="md" icon={IconTrash} iconSize={20} onClick={() => onChange(null)}>
                {t('photo.remove')}
              </ActionButton>
            ) : null}
          </Group>
          {error ? <ErrorAlert error={error} testId="arrival-photo-error" /> : null}
        </Stack>
      </Group>
      <PhotoCamera opened={camera} onCapture={(blob) => void upload(blob)} onClose={closeCamera} />
    </Stack>
  );
}
