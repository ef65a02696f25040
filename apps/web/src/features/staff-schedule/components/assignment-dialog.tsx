import type { TAssignment } from '@carehome/contracts';
import { roomsCovered } from '@carehome/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { translateError } from '../../../lib/api-error.ts';
import { useAddAssignment, useUpdateAssignment } from '../api/assignments.ts';
import {
  type AssignmentField,
  type AssignmentFormValues,
  assignmentFieldsOf,
  assignmentFormOf,
  assignmentFormProblems,
  editModeOf,
  formFieldOf,
  newAssignmentForm,
} from '../model/assignment-form.ts';
import { firstOf } from '../model/assignment-summary.ts';
import { AssignmentFields } from './assignment-fields.tsx';
import { useSchedule } from './schedule-context.ts';
import { useAssignmentActions } from './use-assignment-actions.ts';

/**
 * Create or edit an assignment. The domain's rules run before the save and the server's messages go
 * beside their fields. A started assignment is saved as a new one from today (the dialog says so first);
 * a completed one is shown read-only with the reason.
 */
export function AssignmentDialog({
  assignment,
  preset,
  date,
  onClose,
}: {
  assignment?: TAssignment;
  preset?: Partial<AssignmentFormValues>;
  date: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['staff-schedule', 'errors']);
  const { facilityId, schedule } = useSchedule();
  const [values, setValues] = useState<AssignmentFormValues>(() =>
    assignment ? assignmentFormOf(assignment) : newAssignmentForm(date, preset),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(formRef);
  const add = useAddAssignment();
  const update = useUpdateAssignment();
  const { savedNotice } = useAssignmentActions();
  const mode = editModeOf(assignment, schedule.today);
  const readOnly = mode === 'readOnly';
  const covered = roomsCovered(assignmentFieldsOf(values), schedule.rooms).map((r) => r.roomNumber);
  const { shown, more } = firstOf(covered, 30);

  const onChange = <K extends AssignmentField>(field: K, value: AssignmentFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };

  const submit = async () => {
    const problems = assignmentFormProblems(values, schedule, assignment);
    const messages: Record<string, string> = {};
    for (const [field, p] of Object.entries(problems)) {
      if (p && field !== 'id') messages[field] = translateError(t, p.code, p.code, p.params);
    }
    if (form.check(messages)) return;
    const fields = assignmentFieldsOf(values);
    try {
      const saved = assignment
        ? await update.mutateAsync({ facilityId, assignment: { ...fields, id: assignment.id }, updatedAt: assignment.updatedAt })
        : await add.mutateAsync({ facilityId, assignment: fields });
      savedNotice(saved, assignment ? t('form.saved') : t('form.created'));
      onClose();
    } catch (err) {
      form.showSaveError(t, err, formFieldOf);
    }
  };

  const title = readOnly ? t('form.viewTitle') : assignment ? t('form.editTitle') : t('form.newTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t('common:close') }}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) void submit();
        }}
        data-testid="assignment-form"
      >
        <Stack gap="md">
          {readOnly ? (
            <Alert color="gray" icon={<IconLock aria-hidden />} data-testid="read-only-reason">
              {t('form.readOnly')}
            </Alert>
          ) : null}
          {mode === 'split' ? (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="split-warning">
              {t('split.warning')}
            </Alert>
          ) : null}
          <AssignmentFields values={values} errors={form.errors} readOnly={readOnly} onChange={onChange} />
          <Text size="sm" data-testid="covers" aria-live="polite">
            {covered.length === 0
              ? t('form.coversNone')
              : `${t('form.covers', { count: covered.length })} ${shown.join(', ')}${more > 0 ? ` ${t('more', { count: more })}` : ''}`}
          </Text>
          {form.formError ? <ErrorAlert error={form.formError} testId="save-error" /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {readOnly ? t('common:close') : t('common:cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={add.isPending || update.isPending} data-testid="save-assignment">
                {mode === 'split' ? t('form.saveSplit') : t('form.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
