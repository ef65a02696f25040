import { expect, test } from '@playwright/test';

test('the server serves the web app and the API documentation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/api/docs');
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
});

test('a demo login signs in through the API', async ({ request }) => {
  const res = await request.post('/api/auth/login', { data: { user: { email: 'manager@maplewood.example', password: 'Demo-Care-2026' } } });
  expect(res.status()).toBe(200);
  expect((await res.json()).role).toBe('FacilityAdministrator');
  const wrong = await request.post('/api/auth/login', { data: { user: { email: 'manager@maplewood.example', password: 'nope' } } });
  expect((await wrong.json()).message).toBe('The email or password are incorrect!');
});
