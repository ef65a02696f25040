import type { TScheduleStaffMember } from '@carehome/contracts';
import { type DragEvent, useState } from 'react';
import { carriesAssignment, droppedAssignment } from './drag.ts';
import { useSchedule } from './schedule-context.ts';
import { useAssignmentActions } from './use-assignment-actions.ts';

/** A staff row as a drop target: an assignment dropped on it moves to that person. */
export function useDropTarget(member: TScheduleStaffMember | null, enabled: boolean) {
  const { schedule } = useSchedule();
  const { move } = useAssignmentActions();
  const [over, setOver] = useState(false);
  const canDrop = Boolean(enabled && member && !member.isArchived);
  return {
    over,
    handlers: {
      onDragOver: (e: DragEvent) => {
        if (!canDrop || !carriesAssignment(e)) return;
        e.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        setOver(false);
        const id = droppedAssignment(e);
        const a = id ? schedule.assignments.find((x) => x.id === id) : undefined;
        if (a && member && a.state !== 'Completed') void move(a, member.id);
      },
    },
  };
}
