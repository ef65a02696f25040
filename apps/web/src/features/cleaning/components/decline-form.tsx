import { displayDate, hasSignature } from '@carehome/domain';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconEraser, IconSignature } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigName } from './config-names.tsx';
import { ScreenDialog } from './screen-dialog.tsx';
import { SignaturePad, type SignaturePadHandle } from './signature-pad.tsx';

/**
 * Refuse cleaning: the resident reads 'I, {resident}, hereby decline a
 * {cleanType} cleaning for my room, {roomNumber}, on {today}' and signs; the report is saved Declined
 * with the signature. Without a signature: 'Signature is required'. In a shared room the housekeeper
 * first picks which resident declines: the wording names them and the report records them.
 */
export function DeclineForm({
  opened,
  residents,
  cleanType,
  roomNumber,
  timeZone,
  problem,
  onDecline,
  onClose,
}: {
  opened: boolean;
  /** The room's residents, first to arrive first. */
  residents: readonly { id: string; name: string }[];
  cleanType: string;
  roomNumber: string;
  timeZone: string;
  /** Why the last decline was refused (e.g. the signature is missing); `seq` tells one refusal from the next. */
  problem: { text: string; seq: number } | null;
  onDecline: (signature: string | null, residentId: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const pad = useRef<SignaturePadHandle>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const decliner = residents.find((r) => r.id === chosen) ?? residents[0];
  // A refusal stays on screen until the signature changes (or the next refusal).
  const [seenSeq, setSeenSeq] = useState<number | null>(null);
  // Each opening starts with a blank pad.
  useEffect(() => {
    if (opened) {
      setSignature(null);
      setChosen(null);
    }
  }, [opened]);
  const onSignature = (dataUri: string | null) => {
    setSignature(dataUri);
    setSeenSeq(problem?.seq ?? null);
  };
  const today = displayDate(new Date(), timeZone);
  const name = useConfigName();

  return (
    <ScreenDialog opened={opened} onClose={onClose} title={t('decline.title')} size="xl" testId="decline-form">
      <Stack>
        {residents.length > 1 ? (
          <Radio.Group label={t('decline.who')} value={decliner?.id ?? null} onChange={setChosen} data-testid="decline-who">
            <Group mt="xs" gap="lg">
              {residents.map((r) => (
                <Radio key={r.id} value={r.id} label={r.name} size="md" />
              ))}
            </Group>
          </Radio.Group>
        ) : null}
        <Text fz="lg" data-testid="decline-wording">
          {t('decline.wording', { resident: decliner?.name ?? '', cleanType: name(cleanType), roomNumber, today })}
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
              onClick={() => onDecline(hasSignature(signature) ? signature : null, decliner?.id ?? null)}
            >
              {t('decline.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </ScreenDialog>
  );
}
