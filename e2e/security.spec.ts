import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, EMAIL, signIn, text } from './helpers.ts';

/** Records every Content-Security-Policy violation of the page (the browser blocks them silently). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { user: { email, password: DEMO_PASSWORD } } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token.token as string;
}

test('the app runs under its Content-Security-Policy: sign-in, dashboard with live updates, staff screens', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/login');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, EMAIL.manager);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/housekeeping');
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await expect(page.getByTestId('room-tile').first()).toBeVisible();
  // The live-updates socket connects: connect-src allows this host's ws:.
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API documentation renders under its own policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/api/docs');
  await expect(page.getByText('Care home housekeeping API').first()).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a staff member without offsite sign-in is told to use a registered tablet of the site', async ({ page, request }) => {
  const manager = await tokenOf(request, EMAIL.manager);
  const headers = { authorization: `Bearer ${manager}` };
  const list = await request.get('/api/staff', { headers });
  const member = ((await list.json()).staffMembers as Array<Record<string, unknown>>).find((s) => s.email === EMAIL.housekeeper);
  expect(member).toBeDefined();
  const { hasPin, hasPassword, isArchived, createdAt, updatedAt, ...values } = member as Record<string, unknown>;
  const setOffsite = async (on: boolean) => {
    const saved = await request.post('/api/staff', { headers, data: { staffMember: { ...values, offsiteAuthentication: on } } });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  await setOffsite(false);
  try {
    await signIn(page, EMAIL.housekeeper);
    await expect(page.getByTestId('login-error')).toHaveText(text('en', 'errors', 'auth.offsite_not_allowed'));
    await expect(page).toHaveURL(/\/login/);
  } finally {
    await setOffsite(true);
  }
});
