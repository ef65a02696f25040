// @carehome/care-records-simulator: the simulator, its demo data and its test-only TLS fixtures.
export {
  DEMO_CLIENT,
  DEMO_FACILITY_ID,
  DEMO_FACILITY_NAME,
  DEMO_ORG_UUID,
  DEMO_PATIENTS,
  DEMO_ROOMS_NOT_IN_SITE,
  seedDemo,
} from './demo.ts';
export { TEST_CLIENT_COMMON_NAME, TEST_TLS_DIR, type TestTls, testTls, testTlsOptions } from './fixtures.ts';
export {
  buildSimulator,
  type Simulator,
  type SimulatorClient,
  type SimulatorOptions,
  type SimulatorTlsClient,
  type SimulatorTlsOptions,
  type WebhookDelivery,
  type WebhookSubscription,
} from './simulator.ts';
