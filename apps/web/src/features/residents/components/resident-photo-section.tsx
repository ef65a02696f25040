import { Avatar, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoUp, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { ApiImage } from '../../../components/api-image.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { PhotoCamera } from '../arrival/photo-camera.tsx';
import { usePhotoUpload } from '../arrival/use-photo-upload.ts';
import type { ResidentSectionProps } from '../model/resident-form.ts';
import { titledName } from '../model/resident-list.ts';

/**
 * The resident's photo (Pre-Clean Summary, cleaning screen): taken with the camera or chosen from a file.
 * Kept in this product, also for a resident of the care-records system.
 */
export function ResidentPhotoSection({ values, set, resident }: ResidentSectionProps) {
  const { t } = useTranslation('residents');
  const shown = values.photo === undefined ? resident.photo : values.photo;
  const { camera, openCamera, closeCamera, uploading, error, upload } = usePhotoUpload((photo) => set('photo', photo));

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
            <ActionButton variant="light" icon={IconCamera} onClick={openCamera} loading={uploading}>
              {t('edit.takePhoto')}
            </ActionButton>
            <FileButton onChange={(f) => void upload(f)} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <ActionButton {...props} variant="default" icon={IconPhotoUp} loading={uploading}>
                  {t('edit.choosePhoto')}
                </ActionButton>
              )}
            </FileButton>
            {shown ? (
              <ActionButton variant="subtle" color="red" icon={IconTrash} onClick={() => set('photo', null)}>
                {t('edit.removePhoto')}
              </ActionButton>
            ) : null}
          </Group>
          {error ? <ErrorAlert error={error} testId="photo-error" /> : null}
        </Stack>
      </Group>
      <PhotoCamera opened={camera} onCapture={(blob) => void upload(blob)} onClose={closeCamera} />
    </FormSection>
  );
}
