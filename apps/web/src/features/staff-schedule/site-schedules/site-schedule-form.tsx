import type { TAssignmentTemplate } from '@carehome/contracts';
import { Alert, Button, Group, Input, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { EditorScheduleForm } from '../../../components/schedule-editor/editor-schedule-form.tsx';
import { fieldErrors } from '../../../lib/api-error.ts';
import { canSave, draftProblems, type SiteScheduleDraft, saveBody } from './site-schedule-draft.ts';
import { useSaveSiteSchedule } from './site-schedules-api.ts';

const PATH = 'schedule.schedule';

/** Creates or edits a site schedule: description, template, day or week, and when (the schedule editor). */
export function SiteScheduleForm({
  facilityId,
  timeZone,
  initial,
  templates,
  onDone,
}: {
  facilityId: string;
  timeZone: string;
  initial: SiteScheduleDraft;
  templates: readonly TAssignmentTemplate[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['site-schedules', 'staff-schedule', 'errors', 'common']);
  const save = useSaveSiteSchedule();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const ids = templates.map((x) => x.id);
  const problems = tried ? draftProblems(draft, ids) : {};
  const server = fieldErrors(t, save.error);

  const submit = async () => {
    setTried(true);
    if (!canSave(draft, ids)) return;
    try {
      await save.mutateAsync(saveBody(facilityId, draft));
      onDone();
    } catch {
      // Shown beside the fields or above the buttons.
    }
  };

  return (
    <Stack gap="md" data-testid="site-schedule-form">
      {templates.length === 0 ? (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="no-templates">
          {t('form.noTemplates', { saveDay: t('staff-schedule:templates.saveDay'), templates: t('staff-schedule:templates.button') })}
        </Alert>
      ) : null}
      <TextInput
        label={t('form.description')}
        description={t('form.descriptionHelp')}
        required
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
        error={problems.description ? t(problems.description) : server['schedule.description']}
        maxLength={200}
        size="md"
        data-autofocus
      />
      <Group align="flex-start" gap="lg">
        <Select
          label={t('form.template')}
          required
          data={templates.map((x) => ({ value: x.id, label: x.description }))}
          value={draft.templateId}
          onChange={(v) => setDraft({ ...draft, templateId: v })}
          error={problems.templateId ? t(problems.templateId) : server['schedule.templateId']}
          disabled={templates.length === 0}
          allowDeselect={false}
          w={320}
          size="md"
        />
        <Input.Wrapper label={t('form.period')} description={t(`form.periodHelp.${draft.period}`)}>
          <SegmentedControl
            mt={4}
            value={draft.period}
            onChange={(v) => setDraft({ ...draft, period: v as 'day' | 'week' })}
            data={(['day', 'week'] as const).map((p) => ({ value: p, label: t(`period.${p}`) }))}
            aria-label={t('form.period')}
          />
        </Input.Wrapper>
      </Group>
      <EditorScheduleForm
        value={draft.schedule}
        onChange={(schedule) => setDraft({ ...draft, schedule })}
        timeZone={timeZone}
        lang={i18n.language}
        fieldError={(field) => server[`${PATH}.${field}`]}
        pathPrefix={PATH}
        previewTitle={t('form.previewTitle')}
      />
      {save.isError && Object.keys(server).length === 0 ? <ErrorAlert error={save.error} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={templates.length === 0}>
          {t('form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
