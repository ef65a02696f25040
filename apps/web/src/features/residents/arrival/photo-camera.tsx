import { useTranslation } from 'react-i18next';
import { Camera } from '../../../components/camera.tsx';

const VIDEO_STYLE = { maxWidth: '100%', maxHeight: '70vh', background: '#000' };

/**
 * The camera for the resident's photo: the front camera when there is one (the nurse faces the
 * resident with the tablet).
 */
export function PhotoCamera({ opened, onCapture, onClose }: { opened: boolean; onCapture: (photo: Blob) => void; onClose: () => void }) {
  const { t } = useTranslation('resident-arrival');
  return (
    <Camera
      opened={opened}
      onCapture={onCapture}
      onClose={onClose}
      facingMode="user"
      align="center"
      videoStyle={VIDEO_STYLE}
      texts={{
        title: t('camera.title'),
        failed: t('camera.failed'),
        preview: t('camera.preview'),
        take: t('camera.take'),
        autoClose: (seconds) => t('camera.autoClose', { seconds }),
      }}
    />
  );
}
