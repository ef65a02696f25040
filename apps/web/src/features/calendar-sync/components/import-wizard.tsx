import type { TCalendarEvent, TCalendarImportProfile, TCalendarImportRequest } from '@carehome/contracts';
import { Button, Group, Loader, Stack, Stepper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { useCalendarImport, useCalendarPreview, useSiteNames } from '../api/calendar-sync.ts';
import { type DaySpan, fileSpan } from '../model/file-span.ts';
import { cancelledRemovals, firstImportedDay, newDraft, rulesToSend, rulesUsable, type WizardDraft, withProfile } from '../model/wizard.ts';
import { FileStep } from './file-step.tsx';
import { FiltersStep } from './filters-step.tsx';
import { ImportResult } from './import-result.tsx';
import { MappingStep } from './mapping-step.tsx';
import { ParseErrorAlert } from './parse-error-alert.tsx';
import { ProfileSave } from './profile-save.tsx';
import { ReviewStep } from './review-step.tsx';

const LAST = 4;

/** The import wizard: file, filters, mapping, review, import. The draft lives here, so steps keep their edits. */
export function ImportWizard({
  facilityId,
  today,
  timeZone,
  profiles,
}: {
  facilityId: string;
  today: string;
  timeZone: string;
  profiles: readonly TCalendarImportProfile[];
}) {
  const { t } = useTranslation('calendar-sync');
  const [draft, setDraft] = useState<WizardDraft>(() => newDraft(today));
  const [step, setStep] = useState(0);
  const [events, setEvents] = useState<TCalendarEvent[] | null>(null);
  const read = useCalendarPreview();
  const preview = useCalendarPreview();
  const run = useCalendarImport();
  const names = useSiteNames(facilityId, today);
  const span = useMemo(() => (draft.fileText ? fileSpan(draft.fileText, today, timeZone) : null), [draft.fileText, today, timeZone]);

  const patch = (p: Partial<WizardDraft>) => {
    // A new file brings its own days: a file for next month is read over next month, not this week.
    const days = p.fileText ? fileSpan(p.fileText, today, timeZone) : null;
    setDraft((d) => ({ ...d, ...p, ...(days ?? {}) }));
    // A new file or range is read again before the mapping preview uses it.
    if ('fileText' in p || 'from' in p || 'to' in p || 'includeCancelled' in p) setEvents(null);
  };
  const request = (range: DaySpan = draft): TCalendarImportRequest => ({
    facilityId,
    fileText: draft.fileText,
    from: range.from,
    to: range.to,
    rules: rulesToSend(draft.rules),
    includeCancelled: draft.includeCancelled,
  });
  const readFileDays = (days: DaySpan) => {
    patch(days);
    preview.mutate(request(days));
  };

  const go = (next: number) => {
    if (next === 1 && !events) {
      read.mutate(
        { ...request(), rules: { filters: [], mapping: [], replacements: [] } },
        {
          onSuccess: (r) => {
            setEvents(r.rows.map((row) => row.event));
            setStep(1);
          },
        },
      );
      return;
    }
    if (next === 3) preview.mutate(request());
    if (next === LAST) {
      run.mutate(request());
    }
    setStep(next);
  };

  const writes = (preview.data?.counts.create ?? 0) + (preview.data?.counts.update ?? 0);
  // An import of cancellations only still has work: the assignments it removes.
  const removals = cancelledRemovals(preview.data);
  const fileReady = draft.fileText !== '' && draft.from !== '' && draft.to !== '' && draft.from <= draft.to;
  const canNext = [fileReady, rulesUsable(draft.rules), rulesUsable(draft.rules), writes > 0 || removals > 0][step];
  const nextLabel =
    step !== 3
      ? t('wizard.next')
      : writes === 0 && removals > 0
        ? t('wizard.importRemovals', { count: removals })
        : t('wizard.import', { count: writes });

  return (
    <Stack gap="md">
      <ProfileSave
        facilityId={facilityId}
        profiles={profiles}
        profileId={draft.profileId}
        rules={draft.rules}
        includeCancelled={draft.includeCancelled}
        onSaved={(id) => setDraft((d) => ({ ...d, profileId: id }))}
      />
      <Stepper active={step} onStepClick={(s) => s < step && step < LAST && go(s)} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('step.file')}>
          <FileStep
            draft={draft}
            span={span}
            profiles={profiles}
            onChange={patch}
            onProfile={(id) => setDraft((d) => withProfile(d, profiles.find((p) => p.id === id) ?? null))}
          />
          {read.error ? <ParseErrorAlert error={read.error} testId="read-error" /> : null}
        </Stepper.Step>
        <Stepper.Step label={t('step.filters')}>
          <FiltersStep
            filters={draft.rules.filters}
            onChange={(filters) => patch({ rules: { ...draft.rules, filters } })}
            includeCancelled={draft.includeCancelled}
            onIncludeCancelled={(includeCancelled) => patch({ includeCancelled })}
          />
        </Stepper.Step>
        <Stepper.Step label={t('step.mapping')}>
          <MappingStep rules={draft.rules} events={events} onChange={(p) => patch({ rules: { ...draft.rules, ...p } })} />
        </Stepper.Step>
        <Stepper.Step label={t('step.review')}>
          {preview.isPending && <Loader aria-label={t('wizard.checking')} />}
          {preview.error ? <ParseErrorAlert error={preview.error} testId="preview-error" /> : null}
          {preview.data && names.data && (
            <ReviewStep
              review={preview.data}
              names={names.data}
              span={span && (span.from !== draft.from || span.to !== draft.to) ? span : null}
              onUseSpan={readFileDays}
            />
          )}
        </Stepper.Step>
        <Stepper.Completed>
          {run.isPending && <Loader aria-label={t('wizard.importing')} />}
          {run.error ? <ErrorAlert error={run.error} testId="import-error" /> : null}
          {run.data && <ImportResult result={run.data} firstDay={firstImportedDay(preview.data, draft.from)} onAgain={() => go(3)} />}
        </Stepper.Completed>
      </Stepper>
      {step < LAST && (
        <Group justify="space-between">
          <Button variant="default" disabled={step === 0} onClick={() => go(step - 1)}>
            {t('wizard.back')}
          </Button>
          <Button disabled={!canNext} loading={read.isPending || run.isPending} onClick={() => go(step + 1)} data-testid="wizard-next">
            {nextLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
