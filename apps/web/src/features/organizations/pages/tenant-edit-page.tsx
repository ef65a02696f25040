import { type TReportColors, type TTenant, ZEmail, ZTenantUpdate } from '@carehome/contracts';
import { Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconSwitchHorizontal } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText, fieldErrors } from '../../../lib/api-error.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useAccount } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useTenant } from '../api/get-tenant.ts';
import { useSwitchTenant } from '../api/switch-tenant.ts';
import { useUpdateTenant } from '../api/update-tenant.ts';
import { isHexColor } from '../components/colors.ts';
import { Section } from '../components/form-card.tsx';
import { LogoField } from '../components/logo-field.tsx';
import { ReportColorsEditor } from '../components/report-colors-editor.tsx';
import { type SupervisorRow, SupervisorsField } from '../components/supervisors-field.tsx';
import { comparable, type FormState, fromTenant, supervisorsToSave } from '../components/tenant-form-state.ts';

/** /admin/tenant/edit/:id: name, logo, report colours and supervisors of one organization. */
export default function TenantEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['organizations', 'pages']);
  const tenant = useTenant(id);

  if (!tenant.data) {
    return (
      <>
        <PageHeader title={t('pages:titles.tenantEdit')} actions={tenant.isError ? <BackButton /> : undefined} />
        <QueryState query={tenant} />
      </>
    );
  }
  return <TenantForm key={tenant.data.id} tenant={tenant.data} />;
}

function BackButton() {
  const { t } = useTranslation('organizations');
  return (
    <Button component={Link} to="/admin/tenant" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('edit.backToList')}
    </Button>
  );
}

function TenantForm({ tenant }: { tenant: TTenant }) {
  const { t } = useTranslation(['organizations', 'pages']);
  const account = useAccount();
  const navigate = useNavigate();
  const update = useUpdateTenant();
  const switchTenant = useSwitchTenant();
  const [form, setForm] = useState<FormState>(() => fromTenant(tenant));
  const [baseline, setBaseline] = useState(() => comparable(fromTenant(tenant)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = useMemo(() => comparable(form) !== baseline, [form, baseline]);
  const zone = account?.facility?.timeZone;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  /** A field's message goes once the field is changed. */
  const dropErrors = (changed: (field: string) => boolean) =>
    setErrors((e) => {
      const kept = Object.fromEntries(Object.entries(e).filter(([field]) => !changed(field)));
      return Object.keys(kept).length === Object.keys(e).length ? e : kept;
    });

  const onName = (name: string) => {
    set('name', name);
    dropErrors((f) => f === 'name');
  };
  const onLogo = (logo: string | null) => {
    set('companyLogo', logo);
    dropErrors((f) => f === 'companyLogo');
  };
  const onColors = (colors: TReportColors) => {
    set('reportColors', colors);
    dropErrors((f) => {
      const c = f.replace(/^reportColors\./, '') as keyof TReportColors;
      return f.startsWith('reportColors.') && colors[c] !== form.reportColors[c];
    });
  };
  const onSupervisors = (rows: SupervisorRow[]) => {
    set('supervisors', rows);
    dropErrors((f) => {
      if (!f.startsWith('supervisor.')) return false;
      const key = f.slice('supervisor.'.length);
      return rows.find((r) => r.key === key)?.email !== form.supervisors.find((r) => r.key === key)?.email;
    });
  };

  const validate = (): Record<string, string> => {
    const out: Record<string, string> = {};
    const name = validateForm(ZTenantUpdate.shape.tenant.shape.name, form.name, t).errors?.[''];
    if (name) out.name = name;
    for (const [k, v] of Object.entries(form.reportColors)) if (!isHexColor(v)) out[`reportColors.${k}`] = t('colors.invalid');
    const seen = new Set<string>();
    for (const row of form.supervisors) {
      const email = row.email.trim();
      if (!email || seen.has(email.toLowerCase())) continue;
      seen.add(email.toLowerCase());
      const message = validateForm(ZEmail, email, t).errors?.[''];
      if (message) out[`supervisor.${row.key}`] = message;
    }
    return out;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const supervisors = supervisorsToSave(form.supervisors);
    const submitted = form;
    try {
      const saved = await withSaveFeedback(() =>
        update.mutateAsync({
          id: tenant.id,
          name: form.name.trim(),
          companyLogo: form.companyLogo,
          reportColors: form.reportColors,
          supervisors: supervisors.payload,
        }),
      );
      const next = fromTenant(saved);
      setBaseline(comparable(next));
      // Changes made while saving stay (and stay unsaved); otherwise the form shows what was saved.
      setForm((current) => (current === submitted ? next : current));
    } catch (err) {
      const byField = fieldErrors(t, err);
      const mapped: Record<string, string> = {};
      for (const [field, message] of Object.entries(byField)) {
        const supervisor = /^tenant\.supervisors\.(\d+)/.exec(field);
        if (supervisor) {
          const row = supervisors.rows[Number(supervisor[1])];
          if (row) mapped[`supervisor.${row.key}`] = message;
        } else if (field === 'tenant.name') mapped.name = message;
        else if (field === 'tenant.companyLogo') mapped.companyLogo = message;
        else if (field.startsWith('tenant.reportColors.')) mapped[field.slice('tenant.'.length)] = message;
      }
      setErrors(mapped);
    }
  };

  const openOrganization = () =>
    switchTenant.mutate(tenant.id, {
      onSuccess: () => navigate('/admin/facilities'),
      onError: (err) => toast(errorText(t, err), 'red'),
    });

  const colorErrors = {
    background: errors['reportColors.background'],
    alternateBackground: errors['reportColors.alternateBackground'],
    headerBackground: errors['reportColors.headerBackground'],
    headerText: errors['reportColors.headerText'],
  };
  const supervisorErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('supervisor.'))
      .map(([k, v]) => [k.slice('supervisor.'.length), v]),
  );

  return (
    <>
      <PageHeader
        title={t('pages:titles.tenantEdit')}
        actions={
          <>
            <BackButton />
            {account?.tenantId !== tenant.id ? (
              <Button
                variant="light"
                leftSection={<IconSwitchHorizontal size={18} aria-hidden />}
                onClick={openOrganization}
                loading={switchTenant.isPending}
              >
                {t('edit.openOrganization')}
              </Button>
            ) : null}
          </>
        }
      />
      <UnsavedChangesPrompt dirty={dirty} />
      <form onSubmit={onSubmit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="lg">
              <Section title={t('edit.details')}>
                <Stack gap="md">
                  <TextInput
                    label={t('edit.name')}
                    value={form.name}
                    onChange={(e) => onName(e.currentTarget.value)}
                    error={errors.name}
                    maxLength={120}
                    required
                  />
                  <Group gap="xl">
                    <div>
                      <Text size="sm" c="dimmed">
                        {t('edit.sites')}
                      </Text>
                      <Text fw={600} data-testid="tenant-site-count">
                        {tenant.siteCount}
                      </Text>
                    </div>
                    <div>
                      <Text size="sm" c="dimmed">
                        {t('edit.created')}
                      </Text>
                      <Text fw={600}>{formatDisplayDate(tenant.createdAt, zone)}</Text>
                    </div>
                  </Group>
                </Stack>
              </Section>
              <Section title={t('edit.logo')} description={t('edit.logoDescription')}>
                <LogoField
                  value={form.companyLogo}
                  onChange={onLogo}
                  tenantId={tenant.id}
                  organizationName={form.name}
                  error={errors.companyLogo}
                />
              </Section>
              <Section title={t('edit.supervisors')} description={t('edit.supervisorsDescription')}>
                <SupervisorsField rows={form.supervisors} onChange={onSupervisors} errors={supervisorErrors} />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Section title={t('edit.reportColors')} description={t('edit.reportColorsDescription')}>
              <ReportColorsEditor
                value={form.reportColors}
                onChange={onColors}
                errors={colorErrors}
                organizationName={form.name}
                logo={form.companyLogo}
                tenantId={tenant.id}
              />
            </Section>
          </Grid.Col>
        </Grid>
        <Group
          justify="flex-end"
          gap="md"
          mt="lg"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {dirty ? (
            <Text size="sm" c="dimmed" data-testid="unsaved-note">
              {t('edit.unsaved')}
            </Text>
          ) : null}
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={update.isPending}>
            {t('common:save')}
          </Button>
        </Group>
      </form>
    </>
  );
}
