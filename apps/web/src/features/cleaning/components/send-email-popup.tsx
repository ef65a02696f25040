import { MAX_EMAIL_RECIPIENTS } from '@carehome/contracts';
import { Alert, Button, Checkbox, Fieldset, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudUpload, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { pendingSavesFor } from '../../../lib/outbox/index.ts';
import { toast } from '../../../lib/toast.ts';
import { type EmailKind, useEmailRecipients, useEmailReport } from '../api/email-report.ts';
import { type EmailAddress, emailAddresses } from '../model/email-addresses.ts';
import { ScreenDialog } from './screen-dialog.tsx';

function AddressGroup({
  title,
  addresses,
  unticked,
  onToggle,
  testId,
}: {
  title: string;
  addresses: EmailAddress[];
  unticked: ReadonlySet<string>;
  onToggle: (key: string, ticked: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation('cleaning');
  if (!addresses.length) return null;
  return (
    <Fieldset legend={title} variant="unstyled" data-testid={testId} styles={{ legend: { fontWeight: 600, marginBottom: 6 } }}>
      <Stack gap={8}>
        {addresses.map((a) => (
          <Checkbox
            key={a.key}
            label={a.email}
            description={a.name ?? undefined}
            error={a.valid ? undefined : t('email.notAnAddress')}
            disabled={!a.valid}
            checked={a.valid && !unticked.has(a.key)}
            onChange={(e) => onToggle(a.key, e.currentTarget.checked)}
            data-testid="email-recipient"
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

/**
 * The Send Email popup: the organization's supervisors and the site's staff with an
 * email, all ticked; Send mails the cleaning report (emailreport) or its audit (emailauditreport) to the
 * ticked ones. Only a report the server has can be mailed: a new clean offers 'Save and send' (the save,
 * then the mail queued right behind it in the outbox); otherwise a report not saved yet, or
 * still waiting in the outbox, is explained.
 */
export function SendEmailPopup({
  opened,
  kind,
  facilityId,
  reportId,
  roomId,
  roomNumber,
  onServer,
  unsavedChanges,
  onSaveAndSend,
  onClose,
}: {
  opened: boolean;
  kind: EmailKind;
  facilityId: string;
  reportId: string;
  roomId: string;
  roomNumber: string;
  /** The server has the report (kind 'report') or its audit (kind 'audit'). */
  onServer: boolean;
  /** The screen has changes that are not saved: the mail holds the saved version. */
  unsavedChanges: boolean;
  /** A new clean: save it and mail it to these addresses once the server has it. */
  onSaveAndSend?: ((recipients: string[]) => void) | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const saveFirst = !onServer && kind === 'report' && onSaveAndSend !== undefined;
  const recipients = useEmailRecipients(facilityId, opened && (onServer || saveFirst));
  const send = useEmailReport(kind, facilityId, reportId);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [queued, setQueued] = useState(false);
  const { reset } = send;

  // Every opening starts with everyone ticked, and looks again whether a save of this report waits in the outbox.
  useEffect(() => {
    if (!opened) return;
    setUnticked(new Set());
    reset();
    let live = true;
    pendingSavesFor(roomId).then(
      (saves) => {
        if (live) setQueued(saves.some((s) => s.id === reportId && s.kind === kind));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [opened, roomId, reportId, kind, reset]);

  const groups = useMemo(() => (recipients.data ? emailAddresses(recipients.data) : null), [recipients.data]);
  const all = groups ? [...groups.supervisors, ...groups.staff] : [];
  const sendable = all.filter((a) => a.valid);
  const ticked = sendable.filter((a) => !unticked.has(a.key));
  const tooMany = ticked.length > MAX_EMAIL_RECIPIENTS;
  const toggle = (key: string, on: boolean) =>
    setUnticked((s) => {
      const next = new Set(s);
      if (on) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = () =>
    saveFirst && !queued
      ? onSaveAndSend?.(ticked.map((a) => a.email))
      : send.mutate(
          ticked.map((a) => a.email),
          {
            onSuccess: () => {
              toast(t('email.sent'));
              onClose();
            },
          },
        );

  const notice = (color: string, text: string, Icon = IconInfoCircle, testId?: string) => (
    <Alert color={color} variant="light" icon={<Icon aria-hidden />} data-testid={testId}>
      {text}
    </Alert>
  );

  const offersSave = saveFirst && !queued;
  let body: ReactNode;
  if (!onServer && !offersSave) {
    const key = queued ? 'queued' : 'notSaved';
    body = notice('orange', t(kind === 'audit' ? `email.${key}Audit` : `email.${key}`), IconCloudUpload, 'email-not-on-server');
  } else if (!groups) {
    body = recipients.isError ? (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <span>{errorText(t, recipients.error)}</span>
          <Button size="xs" variant="light" color="red" onClick={() => void recipients.refetch()}>
            {t('open.retry')}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Group gap="xs" aria-busy="true">
        <Loader size="sm" />
        <Text c="dimmed">{t('email.loading')}</Text>
      </Group>
    );
  } else if (!all.length) {
    body = <Text c="dimmed">{t('email.none')}</Text>;
  } else {
    body = (
      <Stack>
        {offersSave
          ? notice('blue', t('email.saveFirst'))
          : queued
            ? notice('blue', t('email.newerQueued'))
            : unsavedChanges
              ? notice('blue', t('email.unsaved'))
              : null}
        <ScrollArea.Autosize mah="45vh" type="auto" offsetScrollbars>
          <Stack>
            <AddressGroup
              title={t('email.supervisors')}
              addresses={groups.supervisors}
              unticked={unticked}
              onToggle={toggle}
              testId="email-supervisors"
            />
            <AddressGroup title={t('email.staff')} addresses={groups.staff} unticked={unticked} onToggle={toggle} testId="email-staff" />
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <Text c="dimmed" fz="sm" role="status" data-testid="email-count">
            {t('email.selected', { count: ticked.length })}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setUnticked(ticked.length === sendable.length ? new Set(all.map((a) => a.key)) : new Set())}
          >
            {ticked.length === sendable.length ? t('email.untickAll') : t('email.tickAll')}
          </Button>
        </Group>
        {tooMany ? notice('orange', t('email.tooMany', { max: MAX_EMAIL_RECIPIENTS })) : null}
      </Stack>
    );
  }

  const canSend = (onServer || offersSave) && Boolean(groups) && ticked.length > 0 && !tooMany;
  return (
    <ScreenDialog opened={opened} onClose={onClose} title={t('email.title')} size="lg" testId="send-email-popup">
      <Stack>
        <Text>{t(kind === 'audit' ? 'email.whatAudit' : 'email.what', { room: roomNumber })}</Text>
        {body}
        {send.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="email-error">
            {errorText(t, send.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {onServer || offersSave ? t('common:cancel') : t('common:close')}
          </Button>
          {onServer || offersSave ? (
            <Button
              onClick={submit}
              disabled={!canSend || send.isPending}
              leftSection={send.isPending ? <Loader size={16} color="currentColor" /> : <IconSend size={18} aria-hidden />}
              data-testid="email-send"
            >
              {send.isPending ? t('email.sending') : offersSave ? t('email.saveAndSend') : t('email.send')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </ScreenDialog>
  );
}
