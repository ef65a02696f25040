import { Button, Center, Image, Loader, Modal } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { useDeclineSignature } from '../api/clean-record.ts';

/** A decline's signature, read when asked and shown in a dialog. */
export function DeclineSignature({ facilityId, reportId, room }: { facilityId: string; reportId: string; room: string }) {
  const { t } = useTranslation('clean-record');
  const [open, setOpen] = useState(false);
  const image = useDeclineSignature(facilityId, open ? reportId : null);
  let body = (
    <Center py="lg">
      <Loader aria-label={t('timeline.signatureLoading')} />
    </Center>
  );
  if (image.isError) body = <ErrorAlert error={image.error} />;
  if (image.data) body = <Image src={image.data.dataUri} alt={t('timeline.signatureAlt', { room })} fit="contain" mah={280} bg="white" />;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="orange"
        leftSection={<IconSignature size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('timeline.signature')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('timeline.signatureTitle', { room })}
        centered
        data-testid="record-signature"
      >
        {body}
      </Modal>
    </>
  );
}
