import { expect, type Locator, type Page } from '@playwright/test';

// Steps the staff schedule's browser tests share.

/** A staff member's row on the day view. */
export const staffRow = (page: Page, id: string) => page.locator(`[data-testid="staff-row"][data-staff-id="${id}"]`);

/** Marks someone absent on the day view; the sick-call dialog opens, with only `takerId` ticked to take rooms. */
export async function sickCallTo(page: Page, absent: { id: string; name: string }, takerId: string): Promise<Locator> {
  await staffRow(page, absent.id)
    .getByRole('switch', { name: `${absent.name} is absent on this day` })
    .check();
  const dialog = page.getByTestId('redistribute-dialog');
  await expect(dialog).toBeVisible();
  for (const person of await dialog.getByTestId('redistribute-person').all()) {
    const id = await person.getAttribute('data-staff-id');
    const box = person.getByRole('checkbox');
    if ((id === takerId) !== (await box.isChecked())) await box.click();
  }
  return dialog;
}
