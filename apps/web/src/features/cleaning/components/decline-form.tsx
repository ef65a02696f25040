import { displayDate, hasSignature } from '@carehome/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconEraser, IconSignature } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad, type SignaturePadHandle } from './signature-pad.tsx';

/**
 * Refuse cleaning (spec sections 2 and 5): the resident reads 'I, {resident}, hereby decline a
 * {cleanType} cleaning for my room, {roomNumber}, on {today}' and signs; the report is saved Declined
 * with the signature. Without a signature: 'Signature is required'.
 */
export function DeclineForm({
  opened,
  resident,
  cleanType,
  roomNumber,
  timeZone,
  problem,
  onDecline,
  onClose,
}: {
  opened: boolean;
  resident: string;
  cleanType: string;
  roomNumber: string;
  timeZone: string;
  /** Why the last decline was refused (e.g. the signature is missing); `seq` tells one refusal from the next. */
  problem: { text: string; seq: number } | null;
  onDecline: (signature: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const pad = useRef<SignaturePadHandle>(null);
  const [signature, setSignature] = useState<string | null>(null);
  // A refusal stays on screen until the signature changes (or the next refusal).
  const [seenSeq, setSeenSeq] = useState<number | null>(null);
  // Each opening starts with a blank pad.
  useEffect(() => {
    if (opened) setSignature(null);
  }, [opened]);
  const onSignature = (dataUri: string | null) => {
    setSignature(dataUri);
    setSeenSeq(problem?.seq ?? null);
  };
  const today = displayDate(new Date(), timeZone);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('decline.title')}
      size="xl"
      centered
      zIndex={300}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="decline-form"
    >
      <Stack>
        <Text fz="lg" data-testid="decline-wording">
          {t('decline.wording', { resident, cleanType, roomNumber, today })}
        </Text>
        <SignaturePad ref={pad} label={t('decline.signatureLabel')} onChange={onSignature} />
        <Text fz="sm" c="dimmed">
          {t('decline.signHere')}
        </Text>
        {problem && problem.seq !== seenSeq ? (
          <Alert color="red" role="alert" data-testid="decline-error">
            {problem.text}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconEraser aria-hidden />} onClick={() => pad.current?.clear()}>
            {t('decline.clear')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button
              color="red"
              leftSection={<IconSignature aria-hidden />}
              onClick={() => onDecline(hasSignature(signature) ? signature : null)}
            >
              {t('decline.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
