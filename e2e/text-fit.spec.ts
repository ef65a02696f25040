import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, EMAIL, screenshot } from './helpers.ts';

// No text is cut at tablet size (1280x800) in the longest language (French) and in
// Traditional Chinese. A text may be shortened on purpose only where its whole text is its `title`
// (a resident's name on a narrow tile, a long comment in a table).

test.describe.configure({ mode: 'serial' });

/** Elements whose own text overflows a box that clips it, or inputs whose value does not fit, without a title. */
function cutTexts(): string[] {
  const out: string[] = [];
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    const box = el.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0) || el.closest('[title]')) continue;
    if (!Array.from(el.childNodes).some((n: ChildNode) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
    if (String(el.className).includes('VisuallyHidden')) continue;
    const style = getComputedStyle(el);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    const wide = clips && el.scrollWidth > el.clientWidth + 1;
    const clamped = style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 2;
    if (wide || clamped) out.push(`${el.tagName.toLowerCase()} "${el.innerText.trim().slice(0, 60)}"`);
  }
  for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input:not([type=hidden])'))) {
    if (input.value && input.scrollWidth > input.clientWidth + 1 && !input.title) out.push(`input "${input.value.slice(0, 60)}"`);
  }
  return out;
}

async function expectNothingCut(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  expect(await page.evaluate(cutTexts), what).toEqual([]);
}

for (const [lang, locale] of [
  ['French', 'fr-FR'],
  ['Traditional Chinese', 'zh-TW'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale, viewport: { width: 1280, height: 800 } });

    test(`no text is cut on the screens of a site's day, in ${lang}`, async ({ page }, info) => {
      // The sign-in page is in the browser's language: its fields are found by type.
      await page.goto('/login');
      // The organization administrator: always the demo organization (the provider administrator comes
      // back to whichever organization other tests switched to last).
      await page.locator('input[type="email"]').fill(EMAIL.orgadmin);
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      for (const path of [
        '/facility/roomdashboard',
        '/admin/staff',
        '/admin/rooms',
        '/admin/housekeepingconfig',
        '/admin/roomstateconfig',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNothingCut(page, `${lang} ${path}`);
      }
      await page.goto('/facility/roomdashboard');
      await page.locator('[data-testid="room-tile"]').first().click();
      await expect(page.getByTestId('history-actions')).toBeVisible();
      await expectNothingCut(page, `${lang} history popup`);
      await screenshot(page, info, `text-fit-history-${locale}`);
    });
  });
}
