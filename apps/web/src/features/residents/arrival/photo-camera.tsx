import { CAMERA_AUTO_CLOSE_MS } from '@carehome/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../../../lib/logger.ts';

/**
 * Full-screen camera for the resident's photo (spec section 2, Photo capture, as on the cleaning
 * screen): the front camera when there is one (the nurse faces the resident with the tablet), closed
 * by itself after 30 seconds so a forgotten camera does not keep running.
 */
export function PhotoCamera({ opened, onCapture, onClose }: { opened: boolean; onCapture: (photo: Blob) => void; onClose: () => void }) {
  const { t } = useTranslation('resident-arrival');
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
      media.getUserMedia({ video: { facingMode: 'user' }, audio: false }).then(
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
  }, [opened, onClose]);

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
      0.9,
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      zIndex={400}
      title={t('camera.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="camera"
    >
      <Stack align="center">
        {failed ? (
          <Alert color="orange" icon={<IconCameraOff aria-hidden />} role="alert">
            {t('camera.failed')}
          </Alert>
        ) : (
          <video
            ref={video}
            playsInline
            muted
            aria-label={t('camera.preview')}
            style={{ maxWidth: '100%', maxHeight: '70vh', background: '#000' }}
          />
        )}
        <Text c="dimmed" fz="sm">
          {t('camera.autoClose', { seconds: CAMERA_AUTO_CLOSE_MS / 1000 })}
        </Text>
        <Group justify="center">
          <Button variant="default" size="lg" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button size="lg" leftSection={<IconCamera aria-hidden />} onClick={take} disabled={!ready || failed} data-autofocus>
            {t('camera.take')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
