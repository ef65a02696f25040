import { useTranslation } from 'react-i18next';
import { Camera } from '../../../components/camera.tsx';

/** The cleaning screen's camera: the back camera when there is one, for photos of the room. */
export function CameraCapture({ opened, onCapture, onClose }: { opened: boolean; onCapture: (photo: Blob) => void; onClose: () => void }) {
  const { t } = useTranslation('cleaning');
  return (
    <Camera
      opened={opened}
      onCapture={onCapture}
      onClose={onClose}
      facingMode="environment"
      className="cl-camera"
      texts={{
        title: t('photos.camera'),
        failed: t('photos.cameraFailed'),
        preview: t('photos.preview'),
        take: t('photos.take'),
        autoClose: (seconds) => t('photos.autoClose', { seconds }),
      }}
    />
  );
}
