import type { TDashboardRoom } from '@carehome/contracts';
import { ActionIcon, Alert, Box, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCamera, IconCameraOff, IconQrcode, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoomCode, type QrMatch } from '../model/qr-match.ts';

export interface QrScanPopupProps {
  opened: boolean;
  /** The site's rooms: a code is looked up among them. */
  rooms: TDashboardRoom[];
  onClose(): void;
  /** A code matched this room (the page starts cleaning on it); the popup closes. */
  onRoom(room: TDashboardRoom): void;
}

/** The QR scanner waits 300 ms between attempts. */
export const SCANNER_DELAY_MS = 300;

type CameraState =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'on' }
  | { kind: 'error'; reason: 'denied' | 'noCamera' | 'unavailable' | 'failed' };

/** Why the camera could not start, from the error getUserMedia (or the library) raised. */
function cameraError(err: unknown): 'denied' | 'noCamera' | 'failed' {
  const name =
    err instanceof Error || (typeof err === 'object' && err !== null && 'name' in err) ? String((err as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  return 'failed';
}

/**
 * 'Scan QR Code' on the room dashboard: the code of a room's label, read by the camera
 * (ZXing, loaded only when the popup opens) or typed by a hand-held scanner or by hand into the
 * field, opens that room. An unknown code says so and scanning goes on.
 */
export function QrScanPopup({ opened, rooms, onClose, onRoom }: QrScanPopupProps) {
  const { t } = useTranslation('room');
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('qr.title')}
      size="lg"
      fullScreen={small}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="qr-popup"
    >
      <ScanPanel active={opened} rooms={rooms} onClose={onClose} onRoom={onRoom} />
    </Modal>
  );
}

function ScanPanel({ active, rooms, onClose, onRoom }: Omit<QrScanPopupProps, 'opened'> & { active: boolean }) {
  const { t } = useTranslation('room');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);
  const [camera, setCamera] = useState<CameraState>({ kind: 'starting' });
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);

  // The latest rooms and callbacks, for the scanner's callback (which lives as long as the camera).
  const latest = useRef({ rooms, onRoom, onClose });
  latest.current = { rooms, onRoom, onClose };

  // Opened again before the closing transition ended: a fresh start.
  useEffect(() => {
    if (!active) return;
    done.current = false;
    setCode('');
    setFieldError(null);
    setScanned(null);
  }, [active]);

  const messageOf = (m: QrMatch<TDashboardRoom>): string | null =>
    m.kind === 'room'
      ? null
      : m.kind === 'empty'
        ? t('qr.emptyCode')
        : m.kind === 'ambiguous'
          ? t('qr.ambiguous', { room: m.code })
          : t('qr.notFound');

  const found = (room: TDashboardRoom) => {
    if (done.current) return;
    done.current = true;
    latest.current.onClose();
    latest.current.onRoom(room);
  };

  const submit = () => {
    const m = matchRoomCode(latest.current.rooms, code);
    if (m.kind === 'room') {
      found(m.room);
      return;
    }
    setFieldError(messageOf(m));
    // The next scan replaces the text.
    input.current?.select();
  };

  // The camera runs while the popup is open and stops when it closes, is switched off, or a room is found.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt restarts the camera on demand
  useEffect(() => {
    if (!active || !video || camera.kind === 'off') return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ kind: 'error', reason: 'unavailable' });
      return;
    }
    let cancelled = false;
    let controls: { stop(): void } | null = null;
    setCamera({ kind: 'starting' });
    void (async () => {
      try {
        // ZXing is loaded only now: the dashboard's first load does not carry it.
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (cancelled) return;
        const reader = new BrowserQRCodeReader(undefined, {
          delayBetweenScanAttempts: SCANNER_DELAY_MS,
          delayBetweenScanSuccess: SCANNER_DELAY_MS,
        });
        // The back camera when there is one (a tablet held up to a door label); any camera otherwise.
        const started = await reader.decodeFromConstraints(
          { audio: false, video: { facingMode: { ideal: 'environment' } } },
          video,
          (result, _error, scanning) => {
            if (!result || cancelled || done.current) return;
            const m = matchRoomCode(latest.current.rooms, result.getText());
            if (m.kind === 'room') {
              scanning.stop();
              found(m.room);
            } else {
              setScanned(m.kind === 'empty' ? null : result.getText().trim());
            }
          },
        );
        if (cancelled) {
          started.stop();
          return;
        }
        controls = started;
        setCamera({ kind: 'on' });
      } catch (err) {
        if (!cancelled) setCamera({ kind: 'error', reason: cameraError(err) });
      }
    })();
    return () => {
      cancelled = true;
      controls?.stop();
    };
  }, [active, video, attempt, camera.kind === 'off']);

  const scannedMatch = scanned ? matchRoomCode(rooms, scanned) : null;
  const cameraMessage =
    camera.kind === 'error'
      ? t(`qr.camera.${camera.reason}`)
      : camera.kind === 'starting'
        ? t('qr.camera.starting')
        : camera.kind === 'on'
          ? t('qr.camera.pointAt')
          : t('qr.camera.stopped');

  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <TextInput
          ref={input}
          label={t('qr.codeLabel')}
          description={t('qr.codeHelp')}
          leftSection={<IconQrcode size={20} aria-hidden />}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          data-autofocus
          data-testid="qr-code-input"
          rightSectionWidth={52}
          rightSection={
            <ActionIcon type="submit" size={40} variant="filled" aria-label={t('qr.open')} data-testid="qr-code-submit">
              <IconSearch size={20} aria-hidden />
            </ActionIcon>
          }
        />
      </form>

      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('qr.camera.title')}</Text>
          {camera.kind === 'error' || camera.kind === 'off' ? (
            <Button
              variant="light"
              leftSection={<IconCamera size={18} aria-hidden />}
              onClick={() => (camera.kind === 'off' ? setCamera({ kind: 'starting' }) : setAttempt((a) => a + 1))}
            >
              {camera.kind === 'off' ? t('qr.camera.start') : t('common:retry')}
            </Button>
          ) : (
            <Button variant="default" leftSection={<IconCameraOff size={18} aria-hidden />} onClick={() => setCamera({ kind: 'off' })}>
              {t('qr.camera.stop')}
            </Button>
          )}
        </Group>
        <Box
          pos="relative"
          bg="dark.8"
          style={{
            borderRadius: 8,
            overflow: 'hidden',
            aspectRatio: '4 / 3',
            maxHeight: '45dvh',
            display: camera.kind === 'on' || camera.kind === 'starting' ? 'block' : 'none',
          }}
        >
          <video
            ref={setVideo}
            muted
            playsInline
            aria-label={t('qr.camera.preview')}
            data-testid="qr-video"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {camera.kind === 'starting' ? (
            <Group pos="absolute" inset={0} justify="center" align="center">
              <Loader color="gray.0" />
            </Group>
          ) : (
            // A frame to aim with.
            <Box
              pos="absolute"
              aria-hidden
              style={{
                inset: '18%',
                border: '3px solid rgba(255,255,255,0.85)',
                borderRadius: 12,
                boxShadow: '0 0 0 9999px rgba(0,0,0,0.25)',
              }}
            />
          )}
        </Box>
        {camera.kind === 'error' ? (
          <Alert color="orange" icon={<IconCameraOff aria-hidden />} role="status" data-testid="qr-camera-status" data-state={camera.kind}>
            {cameraMessage}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" role="status" data-testid="qr-camera-status" data-state={camera.kind}>
            {cameraMessage}
          </Text>
        )}
        {scannedMatch && scannedMatch.kind !== 'room' ? (
          <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="qr-scan-error">
            {scannedMatch.kind === 'ambiguous' ? t('qr.ambiguous', { room: scannedMatch.code }) : t('qr.notFoundCode', { code: scanned })}
          </Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}
