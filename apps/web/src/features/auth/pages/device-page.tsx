import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconDeviceTablet, IconRefresh } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { type DeviceSummary, useDevices, useRecoverDevice, useRegisterDevice, useUnregisterDevice } from '../api/devices.ts';

/**
 * Tablet registration (TabletRegistration role and above): register this browser as a shared tablet
 * of the current site, recover a registration that lost its token, and unregister tablets.
 */
export default function DevicePage() {
  const { t } = useTranslation('auth');
  const { device, account } = useSession();
  const devices = useDevices();
  const register = useRegisterDevice();
  const recover = useRecoverDevice();
  const unregister = useUnregisterDevice();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<DeviceSummary | null>(null);
  const zone = account?.facility?.timeZone;

  const onRegister = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(t('errors:validation.required'));
      return;
    }
    setNameError(undefined);
    register.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        toast(t('device.registered'), 'teal');
      },
    });
  };

  const onRecover = () =>
    recover.mutate(undefined, {
      onSuccess: () => toast(t('device.recovered'), 'teal'),
      onError: (err) => toast(errorText(t, err), 'red'),
    });

  const onUnregister = () => {
    if (!confirming) return;
    unregister.mutate(confirming.deviceId, {
      onSuccess: () => toast(t('device.unregistered'), 'teal'),
      onError: (err) => toast(errorText(t, err), 'red'),
      onSettled: () => setConfirming(null),
    });
  };

  const thisOne = device && device.facility.id === account?.facility?.id ? device : null;

  return (
    <>
      <PageHeader title={t('device.title')} />
      <UnsavedChangesPrompt dirty={Boolean(name.trim())} />
      <Stack gap="lg" maw={900}>
        <Card withBorder padding="lg">
          <Group gap="sm" mb="sm">
            <IconDeviceTablet aria-hidden />
            <Title order={2} fz="h4">
              {t('device.thisTablet')}
            </Title>
            <Badge color={device ? 'teal' : 'gray'} variant="light" data-testid="device-status">
              {device ? t('device.statusRegistered') : t('device.statusNotRegistered')}
            </Badge>
          </Group>
          {device ? (
            <Stack gap="xs">
              <Text>{t('device.registeredAs', { name: device.name, site: device.facility.name })}</Text>
              <Text c="dimmed" size="sm">
                {t('device.signOutHint')}
              </Text>
              <Group>
                <Button
                  color="red"
                  variant="light"
                  onClick={() =>
                    setConfirming({
                      deviceId: device.deviceId,
                      name: device.name,
                      hardwareId: device.hardwareId,
                      registeredAt: '',
                      lastSeenAt: null,
                    })
                  }
                >
                  {t('device.unregisterThis')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <form onSubmit={onRegister} noValidate>
              <Stack gap="sm">
                <Text c="dimmed" size="sm">
                  {t('device.registerHelp', { site: account?.facility?.name ?? '' })}
                </Text>
                {register.error ? (
                  <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                    {errorText(t, register.error)}
                  </Alert>
                ) : null}
                <Group align="flex-start">
                  <TextInput
                    label={t('device.name')}
                    placeholder={t('device.namePlaceholder')}
                    value={name}
                    onChange={(e) => setName(e.currentTarget.value)}
                    error={nameError}
                    maxLength={100}
                    w={320}
                  />
                  <Button type="submit" mt={28} loading={register.isPending}>
                    {t('device.register')}
                  </Button>
                </Group>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('device.recoverHelp')}
                  </Text>
                  <ActionButton variant="subtle" size="compact-md" icon={IconRefresh} onClick={onRecover} loading={recover.isPending}>
                    {t('device.recover')}
                  </ActionButton>
                </Group>
              </Stack>
            </form>
          )}
        </Card>

        <Card withBorder padding="lg">
          <Title order={2} fz="h4" mb="sm">
            {t('device.siteTablets', { site: account?.facility?.name ?? '' })}
          </Title>
          {devices.isError ? (
            <Alert color="red" role="alert">
              {errorText(t, devices.error)}
            </Alert>
          ) : devices.data && devices.data.length === 0 ? (
            <EmptyState icon={<IconDeviceTablet size={34} />} title={t('device.noneTitle')} description={t('device.noneBody')} />
          ) : (
            <Table verticalSpacing="sm" highlightOnHover data-testid="device-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('device.name')}</Table.Th>
                  <Table.Th>{t('device.registeredOn')}</Table.Th>
                  <Table.Th>{t('device.lastSeen')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('device.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(devices.data ?? []).map((d) => (
                  <Table.Tr key={d.deviceId}>
                    <Table.Td>
                      {d.name} {thisOne?.deviceId === d.deviceId ? <Badge variant="light">{t('device.thisOne')}</Badge> : null}
                    </Table.Td>
                    <Table.Td>{formatDisplayDateTime(d.registeredAt, zone)}</Table.Td>
                    <Table.Td>{d.lastSeenAt ? formatDisplayDateTime(d.lastSeenAt, zone) : t('device.never')}</Table.Td>
                    <Table.Td ta="end">
                      <Button size="compact-md" variant="subtle" color="red" onClick={() => setConfirming(d)}>
                        {t('device.unregister')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </Stack>

      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('device.confirmTitle')} centered>
        <Text mb="lg">{t('device.confirmBody', { name: confirming?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('common:cancel')}
          </Button>
          <Button color="red" onClick={onUnregister} loading={unregister.isPending}>
            {t('device.unregister')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
