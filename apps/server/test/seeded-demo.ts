import { afterAll, beforeAll } from 'vitest';
import { seedDemoIfEmpty } from '../src/seed/demo.ts';
import { createTestContext, type TestContext } from './harness.ts';

/** The password of every demo login in a test database the demo was seeded into. */
export const DEMO_TEST_PASSWORD = 'Demo-Pass-1';

/**
 * A test database holding the demo organization, seeded once before the file's tests and dropped after
 * them: the tests read the demo as its people see it. The context, once seeded.
 */
export function useSeededDemo(): () => TestContext {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestContext();
    await seedDemoIfEmpty(t.database.db, { demoPassword: DEMO_TEST_PASSWORD, pinPepper: t.ctx.secrets.pinPepper });
  });
  afterAll(() => t?.close());
  return () => t as TestContext;
}
