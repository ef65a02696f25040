import type { TAssignment, TAssignmentSaved } from '@carehome/contracts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useDeleteAssignment, useSpanAssignment, useUpdateAssignment } from '../api/assignments.ts';
import { assignmentFieldsOf, assignmentFormOf } from '../model/assignment-form.ts';
import { displayLocalDate } from '../model/schedule-view.ts';
import { useSchedule } from './schedule-context.ts';

/**
 * Move (to another staff member), span and delete, with the result said in words: a started assignment
 * moved is split by the server (the original kept as completed), a started one deleted is closed. The
 * calls are awaited rather than given callbacks, so the notice comes even when the menu or dialog that
 * started them has closed.
 */
export function useAssignmentActions() {
  const { t } = useTranslation('staff-schedule');
  const { facilityId, schedule, actions } = useSchedule();
  const update = useUpdateAssignment();
  const span = useSpanAssignment();
  const remove = useDeleteAssignment();
  const nameOf = (id: string | null) => schedule.staff.find((s) => s.id === id)?.name ?? t('unassigned');

  async function run<R>(title: string, call: () => Promise<R>, done: (r: R) => void): Promise<boolean> {
    try {
      done(await call());
      return true;
    } catch (err) {
      actions.notify({ title, message: errorText(t, err), color: 'orange' });
      return false;
    }
  }

  /** The notice of a saved change: split (the original kept as completed) or not. */
  const savedNotice = (saved: TAssignmentSaved, title: string) =>
    actions.notify(
      saved.completedOriginal
        ? { title, message: t('split.done', { date: displayLocalDate(saved.assignment.startDate) }), color: 'blue' }
        : { title, message: '' },
    );

  return {
    pending: update.isPending || span.isPending || remove.isPending,
    savedNotice,
    move: (a: TAssignment, toStaffMemberId: string) => {
      if (a.staffMemberId === toStaffMemberId) return Promise.resolve(false);
      const fields = assignmentFieldsOf({ ...assignmentFormOf(a), staffMemberId: toStaffMemberId });
      return run(
        t('move.failed'),
        () => update.mutateAsync({ facilityId, assignment: { ...fields, id: a.id }, updatedAt: a.updatedAt }),
        (saved) => savedNotice(saved, t('move.done', { name: nameOf(toStaffMemberId) })),
      );
    },
    span: (a: TAssignment) =>
      run(
        t('span.failed'),
        () => span.mutateAsync({ facilityId, id: a.id }),
        (saved) =>
          actions.notify({
            title: t('span.done', { date: displayLocalDate(saved.assignment.endDate) }),
            message: saved.completedOriginal ? t('split.done', { date: displayLocalDate(saved.assignment.startDate) }) : '',
            color: saved.completedOriginal ? 'blue' : 'teal',
            undo: saved.undo ? { facilityId, value: saved.undo } : undefined,
          }),
      ),
    remove: (a: TAssignment) =>
      run(
        t('delete.failed'),
        () => remove.mutateAsync({ facilityId, id: a.id }),
        (r) =>
          actions.notify(
            r.closed
              ? { title: t('delete.closedTitle'), message: t('delete.closed'), color: 'blue' }
              : { title: t('delete.done'), message: '' },
          ),
      ),
  };
}
