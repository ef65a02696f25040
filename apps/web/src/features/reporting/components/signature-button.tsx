import { Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { useSignature } from '../api/reporting.ts';

/** A declined clean's signature: read from the server when asked (POST reporting/signature) and shown in a dialog. */
export function SignatureButton({
  facilityId,
  reportId,
  room,
  resident,
}: {
  facilityId: string;
  reportId: string;
  room: string;
  resident: string | null;
}) {
  const { t } = useTranslation('reporting');
  const [open, setOpen] = useState(false);
  const signature = useSignature(facilityId, open ? reportId : null);
  return (
    <>
      <ActionButton
        size="compact-sm"
        variant="light"
        icon={IconSignature}
        iconSize={16}
        onClick={() => setOpen(true)}
        data-testid="show-signature"
      >
        {t('signature.show')}
      </ActionButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('signature.title', { room })}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
        data-testid="signature-dialog"
      >
        <Stack>
          {resident ? <Text size="sm">{t('signature.resident', { name: resident })}</Text> : null}
          {signature.data ? (
            <Image
              src={signature.data.dataUri}
              alt={t('signature.alt', { room })}
              fit="contain"
              mah={300}
              bg="white"
              bd="1px solid var(--mantine-color-gray-4)"
            />
          ) : signature.isError ? (
            <ErrorAlert error={signature.error} />
          ) : (
            <Center py="lg">
              <Loader aria-label={t('signature.loading')} />
            </Center>
          )}
        </Stack>
      </Modal>
    </>
  );
}
