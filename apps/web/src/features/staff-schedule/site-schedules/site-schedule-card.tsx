import type { TCopyResult, TFacilitySchedule } from '@carehome/contracts';
import { parseSiteScheduleResult } from '@carehome/domain';
import { Alert, Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { describeEditorSchedule, formatInstant } from '../../../lib/schedule-text.ts';
import { siteScheduleResultText } from '../../../lib/site-schedule-result.ts';
import { UndoButton } from '../components/undo-button.tsx';
import { activeBody } from './site-schedule-draft.ts';
import { useRunSiteSchedule, useSaveSiteSchedule } from './site-schedules-api.ts';

/** One site schedule: what and when in words, next and last run, Active, Run now, Edit, Delete. */
export function SiteScheduleCard({
  facilityId,
  schedule: s,
  templateName,
  timeZone,
  onEdit,
  onDelete,
}: {
  facilityId: string;
  schedule: TFacilitySchedule;
  templateName: string | undefined;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation(['site-schedules', 'jobs', 'errors']);
  const { t: tc } = useTranslation('config');
  const lang = i18n.language;
  const save = useSaveSiteSchedule();
  const run = useRunSiteSchedule();
  const [ran, setRan] = useState<{ ok: true; result: TCopyResult } | { ok: false; error: unknown } | null>(null);
  const last = parseSiteScheduleResult(s.lastResult);
  const when = (iso: string) => formatInstant(new Date(iso), timeZone, lang);

  const [asking, setAsking] = useState(false);

  const runNow = async () => {
    setAsking(false);
    setRan(null);
    try {
      setRan({ ok: true, result: await run.mutateAsync({ facilityId, id: s.id }) });
    } catch (error) {
      setRan({ ok: false, error });
    }
  };

  return (
    <Card withBorder padding="md" data-testid="site-schedule" aria-label={s.description} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {s.description}
            </Text>
            <Badge variant="light" tt="none">
              {t(`period.${s.period}`)}
            </Badge>
          </Group>
          <Text size="sm">{t('template', { name: templateName ?? '—' })}</Text>
          <Text size="sm" data-testid="site-schedule-words">
            {describeEditorSchedule(s.schedule, tc, lang)}
          </Text>
          <Text size="sm" data-testid="site-schedule-next">
            {t('nextRun', { when: s.nextRun ? when(s.nextRun) : s.active ? t('noNextRun') : t('paused') })}
          </Text>
          <Text size="sm" data-testid="site-schedule-last">
            {t('lastRun', { when: s.lastRun ? when(s.lastRun) : t('jobs:neverRan') })}
            {s.lastRun && last ? (
              <Text span c={last.result === 'failed' ? 'red.9' : undefined} fw={600} inherit>
                {' — '}
                {siteScheduleResultText(t, last)}
              </Text>
            ) : null}
          </Text>
        </Stack>
        <Switch
          size="md"
          label={t('active')}
          checked={s.active}
          disabled={save.isPending}
          onChange={(e) => save.mutate(activeBody(facilityId, s, e.currentTarget.checked))}
        />
      </Group>
      <Group gap="xs" mt="sm">
        <Button
          variant="light"
          h={40}
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={run.isPending}
          onClick={() => setAsking(true)}
        >
          {t('runNow')}
        </Button>
        <Button
          variant="default"
          h={40}
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
          aria-label={t('editNamed', { name: s.description })}
        >
          {t('edit')}
        </Button>
        <Button
          variant="default"
          color="red"
          h={40}
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          aria-label={t('deleteNamed', { name: s.description })}
        >
          {t('delete.button')}
        </Button>
      </Group>
      {ran ? (
        <Alert
          mt="sm"
          color={ran.ok ? 'green' : 'red'}
          // The light alert's coloured title is too pale on its background (WCAG contrast): the text colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          title={ran.ok ? t('ran') : t('runFailed')}
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => setRan(null)}
          data-testid="site-schedule-ran"
          role="status"
        >
          {ran.ok
            ? siteScheduleResultText(t, { result: 'created', created: ran.result.created.length, existing: ran.result.skipped })
            : errorText(t, ran.error)}
          {ran.ok && ran.result.undo && ran.result.created.length > 0 ? (
            <UndoButton key={ran.result.undo.id} facilityId={facilityId} undo={ran.result.undo} />
          ) : null}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={asking}
        title={t('runConfirmTitle', { name: s.description })}
        confirmLabel={t('runNow')}
        danger={false}
        onCancel={() => setAsking(false)}
        onConfirm={() => void runNow()}
      >
        {t(`runConfirmBody.${s.period}`, { template: templateName ?? '—' })}
      </ConfirmDialog>
      {save.isError ? (
        <Text size="sm" c="red.8" mt="xs">
          {errorText(t, save.error)}
        </Text>
      ) : null}
    </Card>
  );
}
