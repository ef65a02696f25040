import type { TRoutineSchedule, TScheduleProblem } from '@carehome/contracts';
import { formatScheduleJson, validateRoutineSchedule } from '@carehome/domain';
import { Alert, Box, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BucketPreview } from '../../../components/schedule-editor/bucket-preview.tsx';
import { RoutineScheduleForm } from '../../../components/schedule-editor/routine-schedule-form.tsx';
import { problemText } from '../../../lib/problem-text.ts';
import { defaultSchedule, readScheduleJson, type ScheduleChoice } from '../../../lib/schedule-form.ts';
import { todayIn } from '../../../lib/schedule-text.ts';

interface Props {
  value: TRoutineSchedule | null;
  onChange: (value: TRoutineSchedule | null) => void;
  /** The JSON text while the schedule is edited as JSON; undefined in the form view. */
  pendingText: string | undefined;
  onPendingText: (text: string | undefined) => void;
  timeZone: string;
  /** Path of the schedule in the configuration, for focusing a field with a problem. */
  pathPrefix: string;
}

const CHOICES: ScheduleChoice[] = ['none', 'Cron', 'Absolute', 'Relative'];

/**
 * The schedule of a routine: none (on demand), Cron, Absolute or Relative, with the shared schedule
 * editor's fields for each and an "Edit as JSON" view of the same schedule. Problems of `validateRoutineSchedule`
 * show beside their field with the spec's texts; when the schedule is valid, its next five time
 * buckets are shown in the site's time zone.
 */
export const RoutineScheduleEditor = memo(function RoutineScheduleEditor({
  value,
  onChange,
  pendingText,
  onPendingText,
  timeZone,
  pathPrefix,
}: Props) {
  const { t, i18n } = useTranslation(['config', 'errors']);
  const lang = i18n.language;
  const remembered = useRef<Partial<Record<TRoutineSchedule['type'], TRoutineSchedule>>>({});
  const [blockedForm, setBlockedForm] = useState(false);
  const json = useMemo(() => (pendingText !== undefined ? readScheduleJson(pendingText) : null), [pendingText]);
  const problems = useMemo<TScheduleProblem[]>(() => (json ? json.problems : value ? validateRoutineSchedule(value) : []), [json, value]);
  const view = pendingText !== undefined ? 'json' : 'form';
  const choice: ScheduleChoice = value?.type ?? 'none';
  const text = (p: TScheduleProblem) => problemText(t, p, lang);

  const choose = (next: ScheduleChoice) => {
    if (value) remembered.current[value.type] = value;
    const schedule = next === 'none' ? null : (remembered.current[next] ?? defaultSchedule(next, todayIn(timeZone)));
    onChange(schedule);
    setBlockedForm(false);
    onPendingText(view === 'json' && schedule ? formatScheduleJson(schedule) : undefined);
  };

  const switchView = (next: string) => {
    if (next === 'json') {
      if (value) onPendingText(formatScheduleJson(value));
      return;
    }
    if (json && json.schedule === null) {
      setBlockedForm(true);
      return;
    }
    setBlockedForm(false);
    onPendingText(undefined);
  };

  const onJsonText = (raw: string) => {
    onPendingText(raw);
    setBlockedForm(false);
    const read = readScheduleJson(raw);
    if (read.schedule) onChange(read.schedule);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Box>
          <Text component="div" fw={500} size="sm" mb={4} id={`${pathPrefix}-type-label`}>
            {t('schedule.typeLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${pathPrefix}-type-label`}
            value={choice}
            onChange={(v) => choose(v as ScheduleChoice)}
            data={CHOICES.map((c) => ({ value: c, label: t(`schedule.types.${c}`) }))}
            size="md"
          />
        </Box>
        {value || view === 'json' ? (
          <Box>
            <Text component="div" fw={500} size="sm" mb={4} id={`${pathPrefix}-view-label`}>
              {t('schedule.viewLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${pathPrefix}-view-label`}
              value={view}
              onChange={switchView}
              data={[
                { value: 'form', label: t('schedule.viewForm') },
                { value: 'json', label: t('schedule.viewJson') },
              ]}
              size="md"
            />
          </Box>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t(`schedule.help.${choice}`)}
      </Text>

      {view === 'json' ? (
        <Stack gap="xs">
          {blockedForm ? (
            <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('schedule.fixJsonFirst')}
            </Alert>
          ) : null}
          <Textarea
            label={t('schedule.jsonLabel')}
            description={t('schedule.jsonHelp')}
            value={pendingText ?? ''}
            onChange={(e) => onJsonText(e.currentTarget.value)}
            autosize
            minRows={8}
            maxRows={22}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 } }}
            data-path={pathPrefix}
            error={
              problems.length ? (
                <Stack gap={2} component="span" data-testid="schedule-json-problems">
                  {problems.map((p) => (
                    <span key={`${p.path}|${p.code}|${p.message}`}>{p.path ? `${p.path}: ${text(p)}` : text(p)}</span>
                  ))}
                </Stack>
              ) : undefined
            }
          />
        </Stack>
      ) : value ? (
        <RoutineScheduleForm value={value} onChange={onChange} problems={problems} pathPrefix={pathPrefix} lang={lang} />
      ) : null}

      {value ? <BucketPreview value={value} valid={problems.length === 0} timeZone={timeZone} lang={lang} /> : null}
    </Stack>
  );
});
