import { RESIDENT_NOTE_MAX } from '@carehome/contracts';
import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../../components/action-button.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { ApiError, fieldErrors } from '../../../lib/api-error.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useSaveResident } from '../api/save-resident.ts';
import { usePickerRooms } from '../api/site-rooms.ts';
import {
  ARRIVAL_STEPS,
  type ArrivalProblem,
  type ArrivalProblems,
  type ArrivalValues,
  arrivalSaveBody,
  checkArrivalStep,
  clearArrivalDraft,
  firstIncompleteStep,
  hasArrivalInput,
  LAST_STEP,
  saveArrivalDraft,
  stepOfServerField,
} from '../model/arrival-draft.ts';
import { CleanStep } from './clean-step.tsx';
import { localDraftStore } from './draft-store.ts';
import { FlagsStep } from './flags-step.tsx';
import { LeavePrompt } from './leave-prompt.tsx';
import { NotesStep } from './notes-step.tsx';
import { RoomStep } from './room-step.tsx';
import type { StepProps } from './step-props.ts';
import { WhoStep } from './who-step.tsx';

const MAX_LENGTH: Record<string, number> = { firstName: 80, lastName: 80, nickName: 80, residentId: 40 };

/**
 * The resident arrival workflow: who, room, risk flags, notes, arrival clean with a
 * review. Each step is checked before Next; what is typed is kept on this device (per site and person)
 * as it changes, and cleared once the resident is saved.
 */
export function ArrivalWorkflow({
  facilityId,
  timeZone,
  draftKey,
  initialStep,
  initialValues,
}: {
  facilityId: string;
  timeZone: string;
  draftKey: string;
  initialStep: number;
  initialValues: ArrivalValues;
}) {
  const { t } = useTranslation(['resident-arrival', 'errors']);
  const navigate = useNavigate();
  const save = useSaveResident();
  const { rooms } = usePickerRooms(facilityId);
  const [step, setStep] = useState(initialStep);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!savedId) saveArrivalDraft(localDraftStore, draftKey, step, values);
  }, [draftKey, step, values, savedId]);

  // After a save the prompt is off (savedId), then the resident's own screen opens.
  useEffect(() => {
    if (savedId) navigate(`/admin/resident/edit/${savedId}`);
  }, [savedId, navigate]);

  const set = useCallback((patch: Partial<ArrivalValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const keys = Object.keys(patch);
      const left = Object.fromEntries(
        Object.entries(e).filter(
          ([field]) =>
            !keys.some(
              (k) => field === k || field.startsWith(`${k}.`) || (k === 'cleanTask' && (field === 'cleanType' || field === 'startAt')),
            ),
        ),
      );
      return Object.keys(left).length === Object.keys(e).length ? e : left;
    });
  }, []);

  const message = (field: string, problem: ArrivalProblem): string => {
    if (problem === 'required') return t(`problems.required.${field}`);
    if (problem === 'tooLong') return t('problems.tooLong', { max: MAX_LENGTH[field] ?? RESIDENT_NOTE_MAX });
    if (problem === 'invalidDate') return t('problems.invalidDate');
    if (problem === 'roomRequired') return t('problems.roomRequired');
    return t(`cleanTask.${problem}`);
  };
  const show = (problems: ArrivalProblems) => {
    setErrors(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, message(f, p)])));
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  /** Moves to a step; moving forward checks every step on the way and stops at the first not done. */
  const go = (target: number) => {
    setFormError(null);
    // A new step: its title takes the focus (keyboard and screen reader users hear where they are).
    const focusTitle = () => requestAnimationFrame(() => heading.current?.focus());
    if (target <= step) {
      setErrors({});
      setStep(target);
      focusTitle();
      return;
    }
    const stop = firstIncompleteStep(values, timeZone, target - 1);
    const at = stop ?? target;
    if (stop !== null) show(checkArrivalStep(ARRIVAL_STEPS[stop] ?? 'who', values, timeZone));
    else {
      setErrors({});
      focusTitle();
    }
    setStep(at);
  };

  const submit = async () => {
    setFormError(null);
    const stop = firstIncompleteStep(values, timeZone);
    if (stop !== null) {
      setStep(stop);
      show(checkArrivalStep(ARRIVAL_STEPS[stop] ?? 'who', values, timeZone));
      return;
    }
    try {
      const detail = await withSaveFeedback(() => save.mutateAsync(arrivalSaveBody(values, facilityId, timeZone)));
      clearArrivalDraft(localDraftStore, draftKey);
      setSavedId(detail.resident.id);
    } catch (err) {
      const byField: Record<string, string> = {};
      let back: number | null = null;
      for (const [field, text] of Object.entries(fieldErrors(t, err))) {
        const at = stepOfServerField(field);
        if (!at) continue;
        byField[at.field] ??= text;
        back = back === null ? at.step : Math.min(back, at.step);
      }
      if (back !== null && err instanceof ApiError) {
        setStep(back);
        setErrors(byField);
        requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      } else setFormError(err);
    }
  };

  const current = ARRIVAL_STEPS[step] ?? 'who';
  const props: StepProps = { values, set, errors, facilityId, timeZone };
  const room = values.roomId ? rooms?.find((r) => r.id === values.roomId) : undefined;
  const content: Record<(typeof ARRIVAL_STEPS)[number], ReactNode> = {
    who: <WhoStep {...props} />,
    room: <RoomStep {...props} />,
    flags: <FlagsStep {...props} />,
    notes: <NotesStep {...props} />,
    clean: <CleanStep {...props} room={room} onEdit={go} />,
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Stack gap="lg" maw={1100} data-testid="arrival-workflow" data-step={current}>
      <LeavePrompt active={!savedId && hasArrivalInput(values)} />
      <Stepper active={step} onStepClick={go} size="sm" allowNextStepsSelect wrap={false}>
        {ARRIVAL_STEPS.map((s) => (
          <Stepper.Step key={s} label={t(`steps.${s}.label`)} description={t(`steps.${s}.description`)} data-testid={`arrival-step-${s}`} />
        ))}
      </Stepper>
      <Card withBorder padding="lg" component="section" aria-labelledby="arrival-step-title">
        <Stack gap="md" ref={body}>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('stepOf', { step: step + 1, total: ARRIVAL_STEPS.length })}
            </Text>
            <Title order={2} fz="h3" id="arrival-step-title" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {t(`steps.${current}.title`)}
            </Title>
          </div>
          {hasErrors ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="arrival-step-errors">
              {t('problems.fix')}
            </Alert>
          ) : null}
          {content[current]}
          {formError ? <ErrorAlert error={formError} testId="arrival-save-error" /> : null}
        </Stack>
      </Card>
      <Group justify="space-between" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
        <ActionButton
          variant="default"
          size="md"
          icon={IconArrowLeft}
          onClick={() => go(step - 1)}
          disabled={step === 0 || save.isPending}
          data-testid="arrival-back"
        >
          {t('nav.back')}
        </ActionButton>
        {step < LAST_STEP ? (
          <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={() => go(step + 1)} data-testid="arrival-next">
            {t('nav.next')}
          </Button>
        ) : (
          <ActionButton
            size="md"
            color="teal"
            icon={IconDeviceFloppy}
            onClick={() => void submit()}
            loading={save.isPending}
            data-testid="arrival-save"
          >
            {t('nav.save')}
          </ActionButton>
        )}
      </Group>
    </Stack>
  );
}
