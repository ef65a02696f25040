import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { newResident, staffIdOf, submitReport, tickedOperations } from './api.ts';
import { apiToken, EMAIL, screenshot, signInAs, text, unscheduledRooms } from './helpers.ts';

// A supervisor reading the app in Simplified Chinese exports the cleans report as PDF: the file is
// written in zh-Hans and prints the Chinese name of a room's resident and a Chinese comment (the PDF
// embeds a font with Chinese glyphs). The test reads the text back from the downloaded PDF.

const zh = (key: string) => text('zh-Hans', 'reporting', key);
const COMMENT = '床单已更换，窗台已擦拭干净';

test('a zh-Hans supervisor exports the cleans report as a PDF that prints Chinese names and comments', async ({ page }, info) => {
  test.setTimeout(120_000);
  const request = page.request;
  const number = `ZH-${crypto.randomUUID().slice(0, 6)}`;
  const { facilityId, type, rooms } = await unscheduledRooms(request, await apiToken(request, EMAIL.manager), [number]);
  const room = rooms[number] as { id: string };
  const resident = await newResident(request, await apiToken(request, EMAIL.nurse), facilityId, {
    residentId: number,
    namePrefix: '',
    firstName: '秀英',
    lastName: '王',
    roomId: room.id,
    notes: [],
  });
  // A clean of the room, saved as the tablet would, with a comment written in Chinese.
  const token = await apiToken(request, EMAIL.housekeeper);
  const routine = type.routines.find((r) => r.cleanType === 'Clean');
  if (!routine) throw new Error('no Clean routine');
  const at = new Date();
  await submitReport(request, token, {
    facilityId,
    roomId: room.id,
    selectedCleanType: routine.cleanType,
    status: 'Complete',
    startDate: new Date(at.getTime() - 20 * 60_000).toISOString(),
    reportDate: at.toISOString(),
    comment: COMMENT,
    operations: tickedOperations(routine.operations, at, () => ({ checked: true, timeStamp: at.toISOString() })),
    declineSignature: null,
    authorStaffId: await staffIdOf(request, token),
  });

  await signInAs(page, EMAIL.supervisor, 'zh-Hans');
  // Yesterday to tomorrow (UTC): today on the site's clock, wherever the site is.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/reporting/reports?report=cleans&from=${day(-1)}&to=${day(1)}`);
  await expect(page.getByTestId('report-title')).toHaveText(zh('kind.cleans.name'));
  await expect(page.getByTestId('report-row').filter({ hasText: number })).toContainText(COMMENT);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: zh('export.pdf') }).click()]);
  const file = path.join(info.outputDir, 'cleans-report-zh-Hans.pdf');
  await download.saveAs(file);
  const { text: printed } = await pdfText(fs.readFileSync(file));
  // The title and the column headings in Simplified Chinese, the resident's name and the comment.
  for (const words of [zh('kind.cleans.name'), '开始', '房间', '住户', '清洁类型', '状态', '备注', resident.displayName, COMMENT, number])
    expect(printed, words).toContain(words);
  await screenshot(page, info, 'report-languages-zh-Hans');
});
