import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { DEMO_PASSWORD, EMAIL, screenshot, signOut } from './helpers.ts';

// No text is cut at tablet size (1280x800) in the longest language (French) and in both Chinese
// scripts, on every screen of the route table (apps/web/src/app/*-routes.ts). A text may be shortened on
// purpose only where its whole text is its `title` (a resident's name on a narrow tile, a long comment in
// a table). Screens are visited one after another in one page per language, to keep the run short.

test.describe.configure({ mode: 'serial' });

/** Elements whose own text overflows a box that clips it, or inputs whose value does not fit, without a title. */
function cutTexts(): string[] {
  const out: string[] = [];
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    const box = el.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0) || el.closest('[title]')) continue;
    if (!Array.from(el.childNodes).some((n: ChildNode) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
    // Text for screen readers only is clipped to nothing on purpose.
    if (/VisuallyHidden|sr-only/.test(String(el.className))) continue;
    const style = getComputedStyle(el);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    const wide = clips && el.scrollWidth > el.clientWidth + 1;
    const clamped = style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 2;
    if (wide || clamped) out.push(`${el.tagName.toLowerCase()} "${el.innerText.trim().slice(0, 60)}"`);
  }
  for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input:not([type=hidden])'))) {
    const shown = input.value || input.placeholder;
    if (shown && input.scrollWidth > input.clientWidth + 1 && !input.title) out.push(`input "${shown.slice(0, 60)}"`);
  }
  return out;
}

/** Waits until the screen has its data: no loader or skeleton left (live updates keep the network busy). */
const LOADING = '.lite-spinner, .mantine-Loader-root, .mantine-Skeleton-root';
async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (sel) =>
            Array.from(document.querySelectorAll(sel))
              .find((el) => el.getClientRects().length > 0)
              ?.outerHTML.slice(0, 200) ?? null,
          LOADING,
        ),
      {
        message: `still loading: ${page.url()}`,
        timeout: 10_000,
      },
    )
    .toBeNull();
  await page.waitForTimeout(250);
}

async function expectNothingCut(page: Page, what: string) {
  await settled(page);
  expect.soft(await page.evaluate(cutTexts), what).toEqual([]);
}

/** Opens a screen and waits for its address (a query string included). */
async function go(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === path);
}

/** Opens a screen and checks it once its page title is shown. */
async function visit(page: Page, lang: string, path: string) {
  await go(page, path);
  await expect(page.locator('h1').first(), path).toBeVisible();
  await expectNothingCut(page, `${lang} ${path}`);
}

/** The link of the first row of a list screen (an edit page), or null when the list is empty. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string | null> {
  await go(page, listPath);
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(page);
  for (const href of await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    if (pattern.test(href)) return href;
  }
  return null;
}

/** Signs in from the login page, which is in the browser's language: its fields are found by type. */
async function signInHere(page: Page, email: string) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

// A site's screens, seen by the organization administrator (always the demo organization).
const SITE_SCREENS = [
  '/facility/roomdashboard',
  '/staffdashboard',
  '/housekeeping',
  '/facilitydashboard',
  '/audits',
  '/turnaround',
  '/facility/staffschedule',
  '/facility/calendarsync',
  '/admin/staff',
  '/admin/staff/new',
  '/admin/resident',
  '/admin/resident/new',
  '/admin/resident/import',
  '/admin/rooms',
  '/admin/rooms/labels',
  '/admin/housekeepingconfig',
  '/admin/housekeepingconfig/referencebook',
  '/admin/housekeepingshortcuts',
  '/admin/roomstateconfig',
  '/admin/roomeventconfig',
  '/admin/dailybriefings',
  '/admin/acknowledgements',
  '/admin/pbireportsconfig',
  '/admin/facilities',
  '/admin/facilities/new',
  '/reporting/portal',
  '/reporting/reports',
  '/reporting/enhancedcleaning',
  '/clean-record',
  '/print/dailylist',
  '/outbreaks',
  '/atp-limits',
];

// The provider's screens, seen by the provider administrator.
const PROVIDER_SCREENS = ['/admin/onboardtenant', '/admin/tenant', '/admin/systemusers', '/admin/systemusers/new'];

const today = () => new Date().toISOString().slice(0, 10);

// Screens reached through a list's link or an id (checked below), and the two this spec leaves to others:
// the tablet registration needs a tablet sign-in (device specs), the cleaning screen a clean started from
// a tile (cleaning specs, which also check its text).
const BY_LINK = [
  '/admin/staff/edit/:id',
  '/admin/resident/edit/:id',
  '/admin/facilities/edit/:id',
  '/admin/facilities/:facilityid/syncdatasources',
  '/admin/facilities/:facilityid/syncdatasources/:id',
  '/admin/tenant/edit/:id',
  '/admin/systemusers/edit/:id',
  '/print/schedule',
];
const ELSEWHERE = ['/device', '/housekeeping/room/:roomId', '/outbreaks/:id'];

test('the spec visits every screen of the route table', () => {
  const dir = resolve(import.meta.dirname, '../apps/web/src/app');
  const routes = readdirSync(dir)
    .filter((f) => f.endsWith('-routes.ts'))
    .flatMap((f) => Array.from(readFileSync(join(dir, f), 'utf8').matchAll(/\bpath: '([^']+)'/g), (m) => m[1] ?? ''));
  expect(routes.length).toBeGreaterThan(30);
  const covered = new Set([...SITE_SCREENS, ...PROVIDER_SCREENS, ...BY_LINK, ...ELSEWHERE]);
  expect(routes.filter((r) => !covered.has(r))).toEqual([]);
});

/** One shift today, enough for the calendar import wizard to show each of its steps. */
function oneShift(): string {
  const day = today().replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Text fit//EN', 'BEGIN:VEVENT', 'UID:fit-1', `DTSTART:${day}T080000Z`];
  return [...lines, `DTEND:${day}T160000Z`, 'SUMMARY:Shift: 1001', 'LOCATION:101', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
}

/** The staff schedule's dialogs and the calendar import wizard's steps, as far as the wizard lets the file go. */
async function dialogsAndWizard(page: Page, lang: string, info: TestInfo) {
  await go(page, '/facility/staffschedule');
  await settled(page);
  await page.getByTestId('site-schedules').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNothingCut(page, `${lang} site schedules`);
  await page.keyboard.press('Escape');

  await go(page, '/facility/calendarsync');
  await settled(page);
  await page.getByTestId('file-input').setInputFiles({ name: 'shift.ics', mimeType: 'text/calendar', buffer: Buffer.from(oneShift()) });
  await expect(page.getByTestId('file-name')).toContainText('shift.ics');
  for (let step = 2; step <= 4; step++) {
    const next = page.getByTestId('wizard-next');
    if (!(await next.isEnabled())) break;
    await next.click();
    await expectNothingCut(page, `${lang} calendar wizard step ${step}`);
    await screenshot(page, info, `text-fit-calendar-${step}-${lang}`);
  }
}

for (const [lang, locale] of [
  ['French', 'fr-FR'],
  ['Simplified Chinese', 'zh-CN'],
  ['Traditional Chinese', 'zh-TW'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale, viewport: { width: 1280, height: 800 } });

    test(`no text is cut on any screen, in ${lang}`, async ({ page }, info) => {
      test.setTimeout(150_000);
      await signInHere(page, EMAIL.orgadmin);
      for (const path of [...SITE_SCREENS, `/print/schedule?date=${today()}`]) await visit(page, lang, path);
      for (const [list, edit] of [
        ['/admin/staff', /^\/admin\/staff\/edit\//],
        ['/admin/resident', /^\/admin\/resident\/edit\//],
        ['/admin/facilities', /^\/admin\/facilities\/edit\//],
      ] as const) {
        const href = await firstLink(page, list, edit);
        expect(href, `an edit link on ${list}`).not.toBeNull();
        if (href) await visit(page, lang, href);
      }
      const site = (await firstLink(page, '/admin/facilities', /^\/admin\/facilities\/edit\//))?.split('/').pop();
      const sources = await firstLink(page, `/admin/facilities/${site}/syncdatasources`, /\/syncdatasources\/[^/]+$/);
      await visit(page, lang, `/admin/facilities/${site}/syncdatasources`);
      if (sources) await visit(page, lang, sources);

      await dialogsAndWizard(page, lang, info);

      await go(page, '/facility/roomdashboard');
      await settled(page);
      await page.locator('[data-testid="room-tile"]').first().click();
      await expect(page.getByTestId('history-actions')).toBeVisible();
      await expectNothingCut(page, `${lang} history popup`);
      await screenshot(page, info, `text-fit-history-${locale}`);
      await page.keyboard.press('Escape');

      // The provider's screens, as the provider administrator.
      await signOut(page);
      await signInHere(page, EMAIL.admin);
      for (const path of PROVIDER_SCREENS) await visit(page, lang, path);
      for (const [list, edit] of [
        ['/admin/tenant', /^\/admin\/tenant\/edit\//],
        ['/admin/systemusers', /^\/admin\/systemusers\/edit\//],
      ] as const) {
        const href = await firstLink(page, list, edit);
        if (href) await visit(page, lang, href);
      }
    });
  });
}
