import { type TSite, ZSiteSave } from '@carehome/contracts';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy, IconLayoutGrid, IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CardTitle } from '../../../components/card-title.tsx';
import { IntroCard } from '../../../components/intro-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText, fieldErrors } from '../../../lib/api-error.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useAccount } from '../../../lib/session.ts';
import { timeZoneLabel } from '../../../lib/time-zones.ts';
import { toast } from '../../../lib/toast.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useSite } from '../api/get-site.ts';
import { useSites } from '../api/list-sites.ts';
import { useSaveSite } from '../api/save-site.ts';
import { useSwitchFacility } from '../api/switch-facility.ts';
import { ApiKeyCard } from '../components/api-key-card.tsx';
import { DeleteSiteDialog } from '../components/delete-site-dialog.tsx';
import { SiteFields, useSiteFields } from '../components/site-fields.tsx';

function BackButton() {
  const { t } = useTranslation('organizations');
  return (
    <Button component={Link} to="/admin/facilities" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('sites.backToList')}
    </Button>
  );
}

/** /admin/facilities/edit/:id: name and time zone, API key, site layout, and deleting an empty site. */
export default function SiteEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['organizations', 'pages']);
  const site = useSite(id);

  if (!site.data) {
    return (
      <>
        <PageHeader title={t('pages:titles.facilityEdit')} actions={site.isError ? <BackButton /> : undefined} />
        <QueryState query={site} />
      </>
    );
  }
  return <SiteEditor key={site.data.id} site={site.data} />;
}

function SiteEditor({ site }: { site: TSite }) {
  const { t } = useTranslation(['organizations', 'pages']);
  const account = useAccount();
  const navigate = useNavigate();
  const save = useSaveSite();
  const sites = useSites();
  const switchFacility = useSwitchFacility();
  const [saved, setSaved] = useState({ name: site.name, timeZone: site.timeZone });
  const fields = useSiteFields(site.name, site.timeZone);
  const { name, setName, timeZone, setTimeZone, setErrors } = fields;
  const [deleting, setDeleting] = useState(false);

  const dirty = name.trim() !== saved.name || timeZone !== saved.timeZone;
  const zoneChanged = timeZone !== saved.timeZone;
  const summary = sites.data?.find((s) => s.id === site.id);
  const activeRooms = site.rooms.filter((r) => !r.isArchived).length;
  const isCurrent = account?.facility?.id === site.id;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(ZSiteSave.shape.site, { id: site.id, name, timeZone }, t);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    const input = checked.data;
    try {
      const result = await withSaveFeedback(() => save.mutateAsync(input));
      setSaved({ name: result.name, timeZone: result.timeZone });
      setName(result.name);
      setTimeZone(result.timeZone);
    } catch (err) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(t, err)).map(([k, v]) => [k.replace(/^site\./, ''), v])));
    }
  };

  const editLayout = async () => {
    try {
      if (!isCurrent) await switchFacility.mutateAsync(site.id);
      navigate('/admin/rooms');
    } catch (err) {
      toast(errorText(t, err), 'red');
    }
  };

  return (
    <>
      <PageHeader title={t('pages:titles.facilityEdit')} actions={<BackButton />} />
      <UnsavedChangesPrompt dirty={dirty} />
      <Text c="dimmed" mt={-8} mb="md">
        {t('sites.edit.intro', { name: saved.name, date: formatDisplayDate(site.createdAt, site.timeZone) })}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Title order={2} fz="h4" mb="md">
                {t('sites.edit.details')}
              </Title>
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="md">
                  <SiteFields fields={fields} />
                  {zoneChanged ? (
                    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="time-zone-warning">
                      {t('sites.edit.zoneWarning', { from: timeZoneLabel(saved.timeZone), to: timeZoneLabel(timeZone) })}
                    </Alert>
                  ) : null}
                  <Group justify="flex-end">
                    <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={save.isPending}>
                      {t('common:save')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Card>

            <Card withBorder padding="lg">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <CardTitle icon={IconLayoutGrid} title={t('sites.edit.layout')} />
                  <Text size="sm" c="dimmed" data-testid="site-layout-summary">
                    {t('sites.edit.layoutSummary', { rooms: activeRooms, areas: site.areas.filter((a) => !a.isArchived).length })}
                  </Text>
                  {!isCurrent ? (
                    <Text size="sm" c="dimmed" mt={4}>
                      {t('sites.edit.layoutSwitch')}
                    </Text>
                  ) : null}
                </div>
                <Button variant="light" onClick={editLayout} loading={switchFacility.isPending} style={{ flex: 'none' }}>
                  {t('sites.edit.editLayout')}
                </Button>
              </Group>
            </Card>

            <IntroCard icon={IconPlugConnected} title={t('sites.edit.sync')} intro={t('sites.edit.syncHelp')} testId="site-sync-card">
              <Group justify="flex-end">
                <Button component={Link} to={`/admin/facilities/${site.id}/syncdatasources`} variant="light">
                  {t('sites.edit.syncOpen')}
                </Button>
              </Group>
            </IntroCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <ApiKeyCard site={site} />
            <Card withBorder padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }} data-testid="danger-zone">
              <Title order={2} fz="h4" c="red.9" mb={4}>
                {t('sites.edit.dangerZone')}
              </Title>
              <Text size="sm" mb="md">
                {summary && (summary.roomCount > 0 || summary.staffCount > 0)
                  ? t('sites.edit.deleteBlocked', { rooms: summary.roomCount, staff: summary.staffCount })
                  : t('sites.edit.deleteHelp')}
              </Text>
              <Button color="red" variant="outline" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setDeleting(true)}>
                {t('sites.edit.delete')}
              </Button>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <DeleteSiteDialog
        site={deleting ? { id: site.id, name: saved.name } : null}
        otherSites={sites.data ?? []}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/admin/facilities', { replace: true })}
      />
    </>
  );
}
