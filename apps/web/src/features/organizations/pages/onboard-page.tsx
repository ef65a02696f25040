import { Button, Card, Grid, Group, Stepper } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useSwitchTenant } from '../api/switch-tenant.ts';
import { REVIEW, STEPS, stepOf } from '../components/onboard/onboard-form.ts';
import { OrganizationStep } from '../components/onboard/organization-step.tsx';
import { ReviewStep } from '../components/onboard/review-step.tsx';
import { SiteStep } from '../components/onboard/site-step.tsx';
import { SponsorStep } from '../components/onboard/sponsor-step.tsx';
import { WhatHappens } from '../components/onboard/step-frame.tsx';
import { useOnboard } from '../components/onboard/use-onboard.ts';
import { OnboardSuccess } from '../components/onboard-success.tsx';

/**
 * /admin/onboardtenant: a provider administrator onboards an organization in four steps (name, first
 * site, sponsor, review). The sponsor becomes its organization administrator and gets an invitation.
 */
export default function OnboardPage() {
  const { t } = useTranslation(['organizations', 'pages']);
  const navigate = useNavigate();
  const switchTenant = useSwitchTenant();
  const { form, set, active, setActive, errors, serverError, done, dirty, next, back, submit, restart, creating } = useOnboard();

  // Each step mounts anew, and puts the keyboard on its first field.
  const focusFirst = useCallback((el: HTMLDivElement | null) => {
    el?.querySelector<HTMLElement>('input:not([type=hidden]), button[data-review-first]')?.focus();
  }, []);

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
                {active === 0 ? <OrganizationStep form={form} errors={errors} set={set} /> : null}
                {active === 1 ? <SiteStep form={form} errors={errors} set={set} /> : null}
                {active === 2 ? <SponsorStep form={form} errors={errors} set={set} /> : null}
                {active === REVIEW ? <ReviewStep form={form} onEdit={setActive} serverError={serverError} /> : null}
              </div>
              <Group justify="space-between" mt="xl">
                {active > 0 ? (
                  <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={back} disabled={creating}>
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
                  <Button type="submit" leftSection={<IconCheck size={18} aria-hidden />} loading={creating}>
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
