import { type TSite, ZSiteSave } from '@carehome/contracts';
import { Alert, Button, Card, Grid, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLayoutGrid, IconPlus, IconSettings, type TablerIcon } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AsideCard } from '../../../components/aside-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SuccessHeading } from '../../../components/success-heading.tsx';
import { TitleWithBody } from '../../../components/title-with-body.tsx';
import { errorText, fieldErrors } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { useAccount } from '../../../lib/session.ts';
import { browserTimeZone, timeZoneLabel } from '../../../lib/time-zones.ts';
import { toast } from '../../../lib/toast.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useSites } from '../api/list-sites.ts';
import { useSaveSite } from '../api/save-site.ts';
import { useSwitchFacility } from '../api/switch-facility.ts';
import { ConfigSource, type ConfigStart } from '../components/config-source.tsx';
import { SiteFields, useSiteFields } from '../components/site-fields.tsx';

interface Created {
  site: TSite;
  copiedFrom: string | null;
}

/**
 * /admin/facilities/new: the site creation workflow. Name, time zone and where the housekeeping
 * configuration starts from; then the next steps (lay out rooms).
 */
export default function SiteNewPage() {
  const { t } = useTranslation(['organizations', 'pages']);
  const account = useAccount();
  const sites = useSites(Boolean(account?.tenantId));
  const save = useSaveSite();
  const fields = useSiteFields('', browserTimeZone);
  const { name, setName, timeZone, setTimeZone, errors, setErrors, clearError } = fields;
  const [start, setStart] = useState<ConfigStart>('starter');
  const [source, setSource] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const choose = (next: ConfigStart) => {
    setStart(next);
    if (next === 'copy' && !source) {
      const list = (sites.data ?? []).filter((s) => !s.isArchived);
      setSource(list.find((s) => s.id === account?.facility?.id)?.id ?? list[0]?.id ?? null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const site = { name, timeZone, copyConfigurationFrom: start === 'copy' ? source : null };
    const checked = validateForm(ZSiteSave.shape.site, site, t);
    const found: Record<string, string> = { ...(checked.errors ?? {}) };
    if (start === 'copy' && !source) found.copyConfigurationFrom = t('errors:validation.required');
    setErrors(found);
    if (Object.keys(found).length || !checked.data) return;
    save.mutate(checked.data, {
      onSuccess: (saved) =>
        setCreated({ site: saved, copiedFrom: start === 'copy' ? (sites.data?.find((s) => s.id === source)?.name ?? null) : null }),
      onError: (err) => {
        const byField = Object.fromEntries(Object.entries(fieldErrors(t, err)).map(([k, v]) => [k.replace(/^site\./, ''), v]));
        if (Object.keys(byField).length) setErrors(byField);
        else setServerError(errorText(t, err));
      },
    });
  };

  const reset = () => {
    setName('');
    setTimeZone(browserTimeZone());
    setStart('starter');
    setSource(null);
    setErrors({});
    setCreated(null);
  };

  return (
    <>
      <PageHeader
        title={t('pages:titles.facilityNew')}
        actions={
          <Button component={Link} to="/admin/facilities" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('sites.backToList')}
          </Button>
        }
      />
      {created ? (
        <SiteCreated created={created} onAnother={reset} />
      ) : (
        <>
          <UnsavedChangesPrompt dirty={Boolean(name.trim())} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Card withBorder padding="lg">
                <form onSubmit={onSubmit} noValidate>
                  <Stack gap="md">
                    <SiteFields fields={fields} namePlaceholder={t('sites.fields.namePlaceholder')} />
                    <ConfigSource
                      start={start}
                      onStartChange={choose}
                      source={source}
                      onSourceChange={(v) => {
                        setSource(v);
                        clearError('copyConfigurationFrom');
                      }}
                      sites={sites.data ?? []}
                      error={errors.copyConfigurationFrom}
                    />
                    {serverError ? (
                      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                        {serverError}
                      </Alert>
                    ) : null}
                    <Group justify="flex-end" mt="sm">
                      <Button type="submit" leftSection={<IconPlus size={18} aria-hidden />} loading={save.isPending}>
                        {t('sites.new.create')}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <AsideCard withBorder title={t('sites.new.asideTitle')}>
                <List type="ordered" spacing="sm" size="sm">
                  <List.Item>{t('sites.new.asideRooms')}</List.Item>
                  <List.Item>{t('sites.new.asideStaff')}</List.Item>
                  <List.Item>{t('sites.new.asideTablets')}</List.Item>
                </List>
              </AsideCard>
            </Grid.Col>
          </Grid>
        </>
      )}
    </>
  );
}

function SiteCreated({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const account = useAccount();
  const switchFacility = useSwitchFacility();
  const { site } = created;

  const layOutRooms = async () => {
    try {
      if (account?.facility?.id !== site.id) await switchFacility.mutateAsync(site.id);
      navigate('/admin/rooms');
    } catch (err) {
      toast(errorText(t, err), 'red');
    }
  };

  return (
    <Card withBorder padding="xl" maw={880} data-testid="site-created">
      <Stack gap="lg">
        <SuccessHeading title={t('sites.created.title', { name: site.name })}>
          {created.copiedFrom
            ? t('sites.created.copied', { zone: timeZoneLabel(site.timeZone), source: created.copiedFrom })
            : t('sites.created.starter', { zone: timeZoneLabel(site.timeZone) })}
        </SuccessHeading>
        <Text fw={600}>{t('sites.created.next')}</Text>
        <NextStep icon={IconLayoutGrid} title={t('sites.created.roomsTitle')} body={t('sites.created.roomsBody')}>
          <Button onClick={layOutRooms} loading={switchFacility.isPending} style={{ flex: 'none' }}>
            {t('sites.created.layOutRooms')}
          </Button>
        </NextStep>
        <NextStep icon={IconSettings} title={t('sites.created.settingsTitle')} body={t('sites.created.settingsBody')}>
          <Button component={Link} to={`/admin/facilities/edit/${site.id}`} variant="light" style={{ flex: 'none' }}>
            {t('sites.created.openSettings')}
          </Button>
        </NextStep>
        <Group gap="sm">
          <Button component={Link} to="/admin/facilities" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('sites.backToList')}
          </Button>
          <Button variant="subtle" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAnother}>
            {t('sites.created.another')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** One next step after a site is created: what it is, why, and the button that takes it. */
function NextStep({ icon: Icon, title, body, children }: { icon: TablerIcon; title: string; body: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <TitleWithBody title={title} body={body} />
        </Group>
        {children}
      </Group>
    </Card>
  );
}
