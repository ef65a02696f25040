import type { DragEvent } from 'react';

// Drag and drop of an assignment between staff rows (a mouse or pen shortcut; the "Move to…" menu does
// the same with a keyboard or a finger).

const TYPE = 'application/x-carehome-assignment';

export function startDrag(e: DragEvent, assignmentId: string): void {
  e.dataTransfer.setData(TYPE, assignmentId);
  e.dataTransfer.setData('text/plain', assignmentId);
  e.dataTransfer.effectAllowed = 'move';
}

/** Whether the drag carries an assignment (its id is only readable on drop). */
export function carriesAssignment(e: DragEvent): boolean {
  return e.dataTransfer.types.includes(TYPE);
}

export function droppedAssignment(e: DragEvent): string | null {
  return e.dataTransfer.getData(TYPE) || null;
}
