import { CAMERA_AUTO_CLOSE_MS } from '@carehome/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../lib/logger.ts';

/** Photos are taken as JPEG. */
const JPEG_QUALITY = 0.9;

/** The words of a camera, in its feature's texts. */
export interface CameraTexts {
  title: string;
  failed: string;
  preview: string;
  take: string;
  /** 'Closes by itself after N seconds.' */
  autoClose: (seconds: number) => string;
}

/**
 * A full-screen camera: Take photo hands a JPEG to `onCapture`. `facingMode` picks the back camera
 * ('environment', a room's photos) or the front one ('user', the nurse facing the resident with the
 * tablet) when there is one. It closes itself after 30 seconds, so a forgotten camera does not keep
 * running on a shared tablet.
 */
export function Camera({
  opened,
  onCapture,
  onClose,
  facingMode,
  texts,
  className,
  align,
  videoStyle,
}: {
  opened: boolean;
  onCapture: (photo: Blob) => void;
  onClose: () => void;
  facingMode: 'environment' | 'user';
  texts: CameraTexts;
  className?: string;
  align?: 'center';
  videoStyle?: CSSProperties;
}) {
  const { t } = useTranslation('common');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    setFailed(false);
    setReady(false);
    const timer = setTimeout(onClose, CAMERA_AUTO_CLOSE_MS);
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) setFailed(true);
    else
      media.getUserMedia({ video: { facingMode }, audio: false }).then(
        (s) => {
          if (cancelled) {
            for (const track of s.getTracks()) track.stop();
            return;
          }
          stream = s;
          if (video.current) {
            video.current.srcObject = s;
            void video.current.play().catch(() => undefined);
          }
          setReady(true);
        },
        (err: unknown) => {
          log('warn', 'camera could not be opened', err);
          if (!cancelled) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [opened, onClose, facingMode]);

  const take = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onCapture(blob);
        onClose();
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      zIndex={400}
      title={texts.title}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="camera"
    >
      <Stack className={className} align={align}>
        {failed ? (
          <Alert color="orange" icon={<IconCameraOff aria-hidden />} role="alert">
            {texts.failed}
          </Alert>
        ) : (
          <video ref={video} playsInline muted aria-label={texts.preview} style={videoStyle} />
        )}
        <Text c="dimmed" fz="sm">
          {texts.autoClose(CAMERA_AUTO_CLOSE_MS / 1000)}
        </Text>
        <Group justify="center">
          <Button variant="default" size="lg" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button size="lg" leftSection={<IconCamera aria-hidden />} onClick={take} disabled={!ready || failed} data-autofocus>
            {texts.take}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
