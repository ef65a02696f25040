import { MAX_EMAIL_RECIPIENTS, type TReportingRequest, type TReportKind } from '@carehome/contracts';
import { Button, Group, Modal, SegmentedControl, Stack, TagsInput, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useEmailRecipients, useEmailReportFile } from '../api/reporting.ts';
import { type RecipientsProblem, recipientsProblem } from '../model/export.ts';

/**
 * Send by email: the report as a PDF or CSV file to the addresses given (the organization's supervisors
 * and the site's staff are offered; the server accepts only those). Checked as they are typed, by the
 * server's own address rule: at least one, every one an address, at most MAX_EMAIL_RECIPIENTS; Send
 * waits until they are fine, so a mistake shows at the field and not as a refusal after Send.
 */
export function EmailDialog({
  opened,
  onClose,
  kind,
  request,
}: {
  opened: boolean;
  onClose: () => void;
  kind: TReportKind;
  request: TReportingRequest;
}) {
  const { t } = useTranslation('reporting');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [format, setFormat] = useState<'pdf' | 'csv'>('pdf');
  const known = useEmailRecipients(request.facilityId, opened);
  const send = useEmailReportFile();
  const { reset } = send;

  useEffect(() => {
    if (!opened) return;
    setRecipients([]);
    reset();
  }, [opened, reset]);

  const suggestions = useMemo(() => {
    if (!known.data) return [];
    return [...new Set([...known.data.supervisors, ...known.data.staff.map((s) => s.email)].map((e) => e.toLowerCase()))].sort();
  }, [known.data]);

  const problem = recipientsProblem(recipients);
  const problemText = (p: RecipientsProblem | null): string | null => {
    if (p?.kind === 'invalid') return t('email.invalid', { addresses: p.addresses.join(', ') });
    if (p?.kind === 'tooMany') return t('email.tooMany', { max: p.max });
    // None yet is no mistake: Send simply waits for the first address.
    return null;
  };

  const submit = () => {
    if (problem) return;
    const list = recipients.map((r) => r.trim()).filter(Boolean);
    send.mutate(
      { report: kind, request, format, recipients: list },
      {
        onSuccess: (r) => {
          toast(t('email.queued', { count: r.recipients.length, file: r.fileName }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('email.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="email-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">{t('email.what', { report: t(`kind.${kind}.name`) })}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="email-format-label">
              {t('email.format')}
            </Text>
            <SegmentedControl
              value={format}
              onChange={(v) => setFormat(v as 'pdf' | 'csv')}
              data={[
                { value: 'pdf', label: t('export.pdfShort') },
                { value: 'csv', label: t('export.csvShort') },
              ]}
              aria-labelledby="email-format-label"
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <TagsInput
            label={t('email.recipients')}
            description={t('email.recipientsHelp', { max: MAX_EMAIL_RECIPIENTS })}
            placeholder={t('email.recipientsPlaceholder')}
            data={suggestions}
            value={recipients}
            onChange={setRecipients}
            splitChars={[',', ' ', ';']}
            clearable
            error={problemText(problem)}
            data-testid="email-recipients"
            comboboxProps={{ zIndex: 400 }}
          />
          {send.isError ? <ErrorAlert error={send.error} testId="email-error" /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button
              type="submit"
              disabled={problem !== null}
              loading={send.isPending}
              leftSection={<IconSend size={18} aria-hidden />}
              data-testid="email-send"
            >
              {t('email.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
