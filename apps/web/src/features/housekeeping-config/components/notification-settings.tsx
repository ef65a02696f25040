import { type TEditorSchedule, ZEmail } from '@carehome/contracts';
import { Stack, Switch, TagsInput } from '@mantine/core';
import { IconBell, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorScheduleForm } from '../../../components/schedule-editor/editor-schedule-form.tsx';
import { SettingsCard } from '../../../components/settings-card.tsx';
import { defaultEditorSchedule } from '../../../lib/schedule-form.ts';
import { todayIn } from '../../../lib/schedule-text.ts';
import { JobsPanel } from '../../jobs/index.ts';
import { useConfigActions, useConfigState } from './config-editor-context.ts';
import { VacatedRoomSetting } from './vacated-room-setting.tsx';

const PATH = 'settings.notificationSchedule';

/**
 * Settings of the site: when the overdue-rooms notification goes out (the schedule editor: Minutes,
 * Hourly, Daily, Weekly, Monthly with last day, last weekday and days before the end of the month)
 * and who receives it; below them the site's scheduled jobs (next run, last result) from the jobs feature.
 */
export function NotificationSettings() {
  const { t, i18n } = useTranslation(['config', 'errors']);
  const lang = i18n.language;
  const { draft, fieldError } = useConfigState();
  const { update, timeZone } = useConfigActions();
  const schedule = draft.settings.notificationSchedule;
  const emails = draft.settings.notifyEmails;
  const [lastSchedule, setLastSchedule] = useState<TEditorSchedule | null>(null);

  const setSchedule = (next: TEditorSchedule | null) => update((c) => ({ ...c, settings: { ...c.settings, notificationSchedule: next } }));

  const invalidEmails = emails.filter((e) => !ZEmail.safeParse(e).success);
  const emailError =
    (invalidEmails.length ? `${t('errors:validation.email')}: ${invalidEmails.join(', ')}` : undefined) ??
    emails.map((_, i) => fieldError(`settings.notifyEmails.${i}`)).find(Boolean) ??
    fieldError('settings.notifyEmails');

  return (
    <Stack gap="lg" maw={860}>
      <SettingsCard icon={IconBell} title={t('notify.title')} help={t('notify.help')}>
        <Switch
          size="md"
          label={t('notify.enabled')}
          checked={schedule !== null}
          onChange={(e) => {
            if (e.currentTarget.checked) setSchedule(lastSchedule ?? defaultEditorSchedule(todayIn(timeZone)));
            else {
              setLastSchedule(schedule);
              setSchedule(null);
            }
          }}
          mb="md"
        />
        {schedule ? (
          <EditorScheduleForm
            value={schedule}
            onChange={setSchedule}
            timeZone={timeZone}
            lang={lang}
            fieldError={(field) => fieldError(`${PATH}.${field}`)}
            pathPrefix={PATH}
          />
        ) : null}
      </SettingsCard>

      <SettingsCard icon={IconMail} title={t('notify.emailsTitle')}>
        <TagsInput
          label={t('notify.emails')}
          description={t('notify.emailsHelp')}
          value={emails}
          onChange={(list) =>
            update((c) => ({ ...c, settings: { ...c.settings, notifyEmails: [...new Set(list.map((e) => e.trim()).filter(Boolean))] } }))
          }
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
          error={emailError}
          size="md"
          data-path="settings.notifyEmails"
          maxTags={50}
        />
      </SettingsCard>

      <JobsPanel facilityId={draft.facilityId} configVersion={draft.version} />

      <VacatedRoomSetting />
    </Stack>
  );
}
