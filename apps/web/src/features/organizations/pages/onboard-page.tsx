import { LANGUAGES, type TLanguage, ZTenantCreate } from '@carehome/contracts';
import { Alert, Button, Card, Grid, Group, List, Select, Stack, Stepper, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconBuildingCommunity,
  IconBuildingHospital,
  IconCheck,
  IconListCheck,
  IconMail,
  IconPencil,
  IconUserShield,
} from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { TimeZoneSelect } from '../../../components/time-zone-select.tsx';
import { errorText, fieldErrors, translateError } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { toast } from '../../../lib/toast.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useCreateTenant } from '../api/create-tenant.ts';
import { useTenants } from '../api/list-tenants.ts';
import { useSwitchTenant } from '../api/switch-tenant.ts';
import { type OnboardedSummary, OnboardSuccess } from '../components/onboard-success.tsx';

interface OnboardForm {
  organization: string;
  siteName: string;
  timeZone: string;
  firstName: string;
  lastName: string;
  email: string;
  language: TLanguage;
}

/** The request field of each form field, as the server names it in its errors. */
const FIELD_OF: Record<keyof OnboardForm, string> = {
  organization: 'tenant.name',
  siteName: 'site.name',
  timeZone: 'site.timeZone',
  firstName: 'sponsor.firstName',
  lastName: 'sponsor.lastName',
  email: 'sponsor.email',
  language: 'sponsor.language',
};

const STEPS = ['organization', 'site', 'sponsor', 'review'] as const;
const REVIEW = STEPS.length - 1;

/** The step that holds a field of the request (tenant.*, site.*, sponsor.*). */
function stepOf(field: string): number {
  if (field.startsWith('tenant')) return 0;
  if (field.startsWith('site')) return 1;
  if (field.startsWith('sponsor')) return 2;
  return REVIEW;
}

function prefixed(prefix: string, errors: Record<string, string> | null): Record<string, string> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [`${prefix}.${k}`, v]));
}

/**
 * /admin/onboardtenant: a provider administrator onboards an organization in four steps (name, first
 * site, sponsor, review). The sponsor becomes its organization administrator and gets an invitation.
 */
export default function OnboardPage() {
  const { t, i18n } = useTranslation(['organizations', 'pages']);
  const navigate = useNavigate();
  const tenants = useTenants();
  const create = useCreateTenant();
  const switchTenant = useSwitchTenant();

  const blank = (): OnboardForm => ({
    organization: '',
    siteName: '',
    timeZone: browserTimeZone(),
    firstName: '',
    lastName: '',
    email: '',
    language: (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : 'en',
  });
  const [form, setForm] = useState<OnboardForm>(blank);
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<OnboardedSummary | null>(null);

  const dirty =
    !done &&
    Boolean(form.organization.trim() || form.siteName.trim() || form.firstName.trim() || form.lastName.trim() || form.email.trim());

  // Each step mounts anew, and puts the keyboard on its first field.
  const focusFirst = useCallback((el: HTMLDivElement | null) => {
    el?.querySelector<HTMLElement>('input:not([type=hidden]), button[data-review-first]')?.focus();
  }, []);

  const set = <K extends keyof OnboardForm>(key: K, value: OnboardForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field's message goes once the field is changed.
    setErrors((e) => {
      const field = FIELD_OF[key];
      if (!(field in e)) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
  };

  const request = () => ({
    tenant: { name: form.organization },
    site: { name: form.siteName, timeZone: form.timeZone },
    sponsor: { firstName: form.firstName, lastName: form.lastName, email: form.email, language: form.language },
  });

  const validateStep = (step: number): Record<string, string> => {
    const r = request();
    if (step === 0) {
      const found = prefixed('tenant', validateForm(ZTenantCreate.shape.tenant, r.tenant, t).errors);
      const name = form.organization.trim().toLowerCase();
      if (!found['tenant.name'] && tenants.data?.some((x) => x.name.trim().toLowerCase() === name)) {
        found['tenant.name'] = translateError(t, 'duplicate.tenant_name', 'This name is already used for another tenant.');
      }
      return found;
    }
    if (step === 1) return prefixed('site', validateForm(ZTenantCreate.shape.site, r.site, t).errors);
    if (step === 2) return prefixed('sponsor', validateForm(ZTenantCreate.shape.sponsor, r.sponsor, t).errors);
    return {};
  };

  const next = (e?: FormEvent) => {
    e?.preventDefault();
    const found = validateStep(active);
    setErrors(found);
    if (Object.keys(found).length) return;
    setActive((a) => Math.min(a + 1, REVIEW));
  };

  const back = () => {
    setErrors({});
    setActive((a) => Math.max(a - 1, 0));
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    for (let step = 0; step < REVIEW; step++) {
      const found = validateStep(step);
      if (Object.keys(found).length) {
        setErrors(found);
        setActive(step);
        return;
      }
    }
    setServerError(null);
    create.mutate(request(), {
      onSuccess: (created) => {
        setDone({
          tenantId: created.tenant.id,
          organization: created.tenant.name,
          siteName: form.siteName.trim(),
          timeZone: form.timeZone,
          sponsorName: `${form.firstName.trim()} ${form.lastName.trim()}`,
          sponsorEmail: form.email.trim().toLowerCase(),
          languageName: LANGUAGE_NAMES[form.language],
        });
      },
      onError: (err) => {
        const byField = fieldErrors(t, err);
        const fields = Object.keys(byField);
        if (fields.length) {
          setErrors(byField);
          setActive(Math.min(...fields.map(stepOf)));
        } else {
          setServerError(errorText(t, err));
        }
      },
    });
  };

  const restart = () => {
    setForm(blank());
    setErrors({});
    setServerError(null);
    setDone(null);
    setActive(0);
  };

  const openOrganization = () => {
    if (!done) return;
    switchTenant.mutate(done.tenantId, {
      onSuccess: () => navigate('/admin/facilities'),
      onError: (err) => toast(errorText(t, err), 'red'),
    });
  };

  if (done) {
    return (
      <>
        <PageHeader title={t('pages:titles.onboardTenant')} />
        <OnboardSuccess summary={done} onOpen={openOrganization} opening={switchTenant.isPending} onAnother={restart} />
      </>
    );
  }

  const stepHasError = (step: number) => Object.keys(errors).some((f) => stepOf(f) === step);
  const onStepForm = active === REVIEW ? submit : next;

  return (
    <>
      <PageHeader title={t('pages:titles.onboardTenant')} />
      <UnsavedChangesPrompt dirty={dirty} />
      <Card withBorder padding="lg">
        <Stepper active={active} onStepClick={(s) => s < active && setActive(s)} allowNextStepsSelect={false} size="sm" mb="xl">
          {STEPS.map((step, i) => (
            <Stepper.Step
              key={step}
              label={t(`onboard.steps.${step}`)}
              description={t(`onboard.steps.${step}Hint`)}
              color={stepHasError(i) ? 'red' : undefined}
              aria-current={i === active ? 'step' : undefined}
            />
          ))}
        </Stepper>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <form onSubmit={onStepForm} noValidate>
              <div key={active} ref={focusFirst} data-testid={`onboard-step-${STEPS[active]}`}>
                {active === 0 ? (
                  <StepFrame title={t('onboard.organization.title')} intro={t('onboard.organization.intro')}>
                    <TextInput
                      label={t('onboard.organization.name')}
                      description={t('onboard.organization.nameHelp')}
                      value={form.organization}
                      onChange={(e) => set('organization', e.currentTarget.value)}
                      error={errors['tenant.name']}
                      maxLength={120}
                      required
                    />
                  </StepFrame>
                ) : null}
                {active === 1 ? (
                  <StepFrame title={t('onboard.site.title')} intro={t('onboard.site.intro')}>
                    <TextInput
                      label={t('onboard.site.name')}
                      placeholder={t('onboard.site.namePlaceholder')}
                      value={form.siteName}
                      onChange={(e) => set('siteName', e.currentTarget.value)}
                      error={errors['site.name']}
                      maxLength={120}
                      required
                    />
                    <TimeZoneSelect
                      value={form.timeZone}
                      onChange={(v) => set('timeZone', v)}
                      description={t('timeZone.help')}
                      error={errors['site.timeZone']}
                      required
                    />
                  </StepFrame>
                ) : null}
                {active === 2 ? (
                  <StepFrame title={t('onboard.sponsor.title')} intro={t('onboard.sponsor.intro')}>
                    <Group grow align="flex-start">
                      <TextInput
                        label={t('onboard.sponsor.firstName')}
                        value={form.firstName}
                        onChange={(e) => set('firstName', e.currentTarget.value)}
                        error={errors['sponsor.firstName']}
                        maxLength={80}
                        autoComplete="off"
                        required
                      />
                      <TextInput
                        label={t('onboard.sponsor.lastName')}
                        value={form.lastName}
                        onChange={(e) => set('lastName', e.currentTarget.value)}
                        error={errors['sponsor.lastName']}
                        maxLength={80}
                        autoComplete="off"
                        required
                      />
                    </Group>
                    <TextInput
                      label={t('onboard.sponsor.email')}
                      description={t('onboard.sponsor.emailHelp')}
                      type="email"
                      leftSection={<IconMail size={16} aria-hidden />}
                      value={form.email}
                      onChange={(e) => set('email', e.currentTarget.value)}
                      error={errors['sponsor.email']}
                      maxLength={254}
                      autoComplete="off"
                      required
                    />
                    <Select
                      label={t('onboard.sponsor.language')}
                      description={t('onboard.sponsor.languageHelp')}
                      data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                      value={form.language}
                      onChange={(v) => v && set('language', v as TLanguage)}
                      error={errors['sponsor.language']}
                      allowDeselect={false}
                    />
                  </StepFrame>
                ) : null}
                {active === REVIEW ? (
                  <StepFrame title={t('onboard.review.title')} intro={t('onboard.review.intro')}>
                    <ReviewBlock
                      first
                      icon={<IconBuildingCommunity size={20} />}
                      title={t('onboard.steps.organization')}
                      onEdit={() => setActive(0)}
                      rows={[[t('onboard.organization.name'), form.organization.trim()]]}
                    />
                    <ReviewBlock
                      icon={<IconBuildingHospital size={20} />}
                      title={t('onboard.steps.site')}
                      onEdit={() => setActive(1)}
                      rows={[
                        [t('onboard.site.name'), form.siteName.trim()],
                        [t('timeZone.label'), form.timeZone],
                        [t('onboard.review.configuration'), t('onboard.review.starterConfiguration')],
                      ]}
                    />
                    <ReviewBlock
                      icon={<IconUserShield size={20} />}
                      title={t('onboard.steps.sponsor')}
                      onEdit={() => setActive(2)}
                      rows={[
                        [t('onboard.review.sponsorName'), `${form.firstName.trim()} ${form.lastName.trim()}`],
                        [t('onboard.sponsor.email'), form.email.trim()],
                        [t('onboard.sponsor.language'), LANGUAGE_NAMES[form.language]],
                        [t('onboard.review.role'), t('common:roles.MultiFacilityAdministrator')],
                      ]}
                    />
                    {serverError ? (
                      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('onboard.review.failed')}>
                        {serverError}
                      </Alert>
                    ) : null}
                  </StepFrame>
                ) : null}
              </div>
              <Group justify="space-between" mt="xl">
                {active > 0 ? (
                  <Button
                    variant="default"
                    leftSection={<IconArrowLeft size={18} aria-hidden />}
                    onClick={back}
                    disabled={create.isPending}
                  >
                    {t('common:back')}
                  </Button>
                ) : (
                  <span />
                )}
                {active < REVIEW ? (
                  <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden />}>
                    {t('onboard.next')}
                  </Button>
                ) : (
                  <Button type="submit" leftSection={<IconCheck size={18} aria-hidden />} loading={create.isPending}>
                    {t('onboard.create')}
                  </Button>
                )}
              </Group>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <WhatHappens />
          </Grid.Col>
        </Grid>
      </Card>
    </>
  );
}

function StepFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={560}>
      <div>
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

function ReviewBlock({
  icon,
  title,
  rows,
  onEdit,
  first,
}: {
  icon: ReactNode;
  title: string;
  rows: [string, string][];
  onEdit: () => void;
  first?: boolean;
}) {
  const { t } = useTranslation('organizations');
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs">
          <ThemeIcon variant="light" size={32} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={3} fz="h5">
            {title}
          </Title>
        </Group>
        <Button
          variant="subtle"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
          aria-label={t('onboard.review.editNamed', { what: title })}
          data-review-first={first ? '' : undefined}
        >
          {t('common:edit')}
        </Button>
      </Group>
      <Stack gap={4} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="md" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed" w={180} style={{ flex: 'none' }}>
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** What onboarding creates, beside the steps. */
function WhatHappens() {
  const { t } = useTranslation('organizations');
  return (
    <Card padding="lg" bg="gray.0" radius="md">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <IconListCheck aria-hidden />
        <Title order={2} fz="h5">
          {t('onboard.aside.title')}
        </Title>
      </Group>
      <List spacing="sm" size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}>
        <List.Item>{t('onboard.aside.organization')}</List.Item>
        <List.Item>{t('onboard.aside.site')}</List.Item>
        <List.Item>{t('onboard.aside.sponsor')}</List.Item>
        <List.Item>{t('onboard.aside.invitation')}</List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="md">
        {t('onboard.aside.later')}
      </Text>
    </Card>
  );
}
