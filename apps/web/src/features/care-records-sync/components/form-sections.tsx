import { SYNC_AUTH_KINDS, type TDataSource, type TSyncAuthKind } from '@carehome/contracts';
import { Alert, Group, PasswordInput, Radio, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { type DataSourceFormValues, type SetDataSourceField, sameBaseUrl, secretsKept } from '../model/data-source-form.ts';

export interface SectionProps {
  values: DataSourceFormValues;
  set: SetDataSourceField;
  errorOf: (field: string) => string | undefined;
  /** The data source as stored, null for a new one. */
  stored: TDataSource | null;
}

/** Which data source this is: its name here, the application, and the facility and organization there. */
export function DetailsSection({ values, set, errorOf }: SectionProps) {
  const { t } = useTranslation('care-records-sync');
  return (
    <FormSection title={t('form.details')} testId="details-section">
      <Stack gap="md">
        <TextInput
          label={t('field.name')}
          description={t('field.nameHelp')}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errorOf('name')}
          required
          maxLength={100}
          autoComplete="off"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('field.application')}
            description={t('field.applicationHelp')}
            value={values.application}
            onChange={(e) => set('application', e.currentTarget.value)}
            error={errorOf('application')}
            required
            maxLength={100}
            autoComplete="off"
          />
          <TextInput
            label={t('field.externalFacilityId')}
            description={t('field.externalFacilityIdHelp')}
            value={values.externalFacilityId}
            onChange={(e) => set('externalFacilityId', e.currentTarget.value)}
            error={errorOf('externalFacilityId')}
            required
            maxLength={200}
            autoComplete="off"
          />
        </SimpleGrid>
        <TextInput
          label={t('field.organizationUuid')}
          description={t('field.organizationUuidHelp')}
          value={values.organizationUuid}
          onChange={(e) => set('organizationUuid', e.currentTarget.value)}
          error={errorOf('organizationUuid')}
          required
          maxLength={36}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <TextInput
          label={t('field.baseUrl')}
          description={t('field.baseUrlHelp')}
          type="url"
          inputMode="url"
          value={values.baseUrl}
          onChange={(e) => set('baseUrl', e.currentTarget.value)}
          error={errorOf('baseUrl')}
          required
          autoComplete="off"
          spellCheck={false}
        />
      </Stack>
    </FormSection>
  );
}

/** The first line of a PEM (a format, not language). */
const PEM_PLACEHOLDER = { certificate: '-----BEGIN CERTIFICATE-----', privateKey: '-----BEGIN PRIVATE KEY-----' };

/** A stored secret stays unless a new one is typed; the field says so. */
const keptHelp = (stored: boolean, help: string, keep: string) => (stored ? `${keep} ${help}` : help);

/** How this home signs in to the care-records system: OAuth2 client credentials, or a client certificate (TwoLegged). */
export function AuthSection({ values, set, errorOf, stored }: SectionProps) {
  const { t } = useTranslation('care-records-sync');
  const sameKind = stored?.authKind === values.authKind;
  const kept = Boolean(stored && secretsKept(values, stored));
  const secretStored = Boolean(kept && stored?.hasClientSecret);
  const certificateStored = Boolean(sameKind && stored?.hasClientCertificate);
  const keyStored = kept && certificateStored;
  // Said before saving: a new address drops the stored secret (or key), which must be typed again.
  const addressChanged = Boolean(
    stored && sameKind && !sameBaseUrl(stored.baseUrl, values.baseUrl) && (stored.hasClientSecret || stored.hasClientCertificate),
  );
  return (
    <FormSection title={t('form.auth')} testId="auth-section">
      <Stack gap="md">
        <Radio.Group
          label={t('field.authKind')}
          value={values.authKind}
          onChange={(v) => set('authKind', v as TSyncAuthKind)}
          error={errorOf('authKind')}
          required
        >
          <Group gap="xl" mt="xs">
            {SYNC_AUTH_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`authKind.${kind}`)} description={t(`authKindHelp.${kind}`)} size="md" />
            ))}
          </Group>
        </Radio.Group>
        {stored && !sameKind ? (
          <Text size="sm" c="var(--mantine-color-orange-light-color)" role="status">
            {t('form.kindChanged')}
          </Text>
        ) : null}
        {addressChanged ? (
          <Alert color="orange" icon={<IconKey aria-hidden />} role="status" data-testid="address-changed">
            {t(values.authKind === 'OAuth2' ? 'form.addressChanged' : 'form.addressChangedKey')}
          </Alert>
        ) : null}
        {values.authKind === 'OAuth2' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('field.clientId')}
              value={values.clientId}
              onChange={(e) => set('clientId', e.currentTarget.value)}
              error={errorOf('clientId')}
              required
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
            />
            <PasswordInput
              label={t('field.clientSecret')}
              description={secretStored ? t('form.secretStored') : undefined}
              placeholder={secretStored ? t('form.secretKeptPlaceholder') : undefined}
              value={values.clientSecret}
              onChange={(e) => set('clientSecret', e.currentTarget.value)}
              error={errorOf('clientSecret')}
              // PasswordInput marks its inner input invalid only by a data attribute; the form's focus on the
              // first field in error, and screen readers, look for aria-invalid.
              aria-invalid={Boolean(errorOf('clientSecret'))}
              required={!secretStored}
              maxLength={1000}
              autoComplete="new-password"
              data-testid="client-secret"
            />
          </SimpleGrid>
        ) : (
          <>
            <Textarea
              label={t('field.clientCertificate')}
              description={keptHelp(certificateStored, t('field.pemHelp'), t('form.certificateStored'))}
              placeholder={PEM_PLACEHOLDER.certificate}
              value={values.clientCertificate}
              onChange={(e) => set('clientCertificate', e.currentTarget.value)}
              error={errorOf('clientCertificate')}
              required={!certificateStored}
              autosize
              minRows={4}
              maxRows={10}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            />
            <Textarea
              label={t('field.privateKey')}
              description={keptHelp(keyStored, t('field.pemHelp'), t('form.keyStored'))}
              placeholder={PEM_PLACEHOLDER.privateKey}
              value={values.privateKey}
              onChange={(e) => set('privateKey', e.currentTarget.value)}
              error={errorOf('privateKey')}
              required={!keyStored}
              autosize
              minRows={4}
              maxRows={10}
              spellCheck={false}
              autoComplete="off"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              data-testid="private-key"
            />
          </>
        )}
      </Stack>
    </FormSection>
  );
}

/** Whether the care-records system's webhooks update residents as things happen (else only the daily reconciliation). */
export function WebhookSyncSection({ values, set }: SectionProps) {
  const { t } = useTranslation('care-records-sync');
  return (
    <FormSection title={t('form.webhooks')} testId="webhook-sync-section">
      <Switch
        label={t('field.webhookSync')}
        description={t('field.webhookSyncHelp')}
        checked={values.webhookSync}
        onChange={(e) => set('webhookSync', e.currentTarget.checked)}
        size="md"
      />
    </FormSection>
  );
}
