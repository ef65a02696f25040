import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { tickAll } from './helpers.ts';

// Steps of the turnaround spec: a resident's discharge through the API (as a nurse would record it on the
// residents screen) and a clean done on the tablet, every task ticked.

/** Discharges a resident, asking their room for a Discharge Clean as of `minutesAgo` minutes ago. */
export async function dischargeWithClean(
  request: APIRequestContext,
  nurseToken: string,
  discharge: { facilityId: string; residentId: string; minutesAgo: number },
): Promise<void> {
  const res = await request.post('/api/resident/checkinout', {
    headers: { authorization: `Bearer ${nurseToken}` },
    data: {
      facilityId: discharge.facilityId,
      id: discharge.residentId,
      kind: 'discharge',
      vacatedRoom: {
        action: 'clean',
        cleanType: 'Discharge Clean',
        startDate: new Date(Date.now() - discharge.minutesAgo * 60_000).toISOString(),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** On the tablet: opens the room from its tile, ticks every task of every group and saves the clean. */
export async function cleanFromTile(hk: Page, roomId: string): Promise<void> {
  await hk.locator(`[data-testid="room-tile"][data-room-id="${roomId}"]`).click();
  await hk.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();
  const groups = hk.getByTestId('group-tabs').getByRole('tab');
  const groupCount = await groups.count();
  for (let g = 0; g < Math.max(groupCount, 1); g++) {
    if (groupCount) await groups.nth(g).click();
    await tickAll(hk.getByTestId('task-tile'));
  }
  await hk.getByTestId('cleaning-save').click();
  await expect(hk).toHaveURL('/housekeeping');
}
