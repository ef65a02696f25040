import type { TStaffDayRow } from '@carehome/contracts';

/**
 * An assignment of the daily staff report in words: its description or task, else its clean type and its
 * rooms ('Deep Clean: 101, 102'). `name` reads a configuration name in the reader's language (a task is
 * often a room state's or a clean type's name), so the screen and the export word it alike.
 */
export function staffDayAssignmentText(a: TStaffDayRow['assignments'][number], name: (text: string) => string): string {
  if (a.text) return name(a.text);
  return [a.cleanType ? name(a.cleanType) : '', a.rooms.join(', ')].filter(Boolean).join(': ');
}
