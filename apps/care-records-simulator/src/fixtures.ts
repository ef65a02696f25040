import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SimulatorTlsOptions } from './simulator.ts';

// The TEST-ONLY mutual-TLS fixtures under fixtures/tls (made by fixtures/tls/make.sh): a test CA, a
// server certificate for 127.0.0.1 and localhost, a client certificate the CA signed, and a stranger's
// with the same common name signed by another CA. Their private keys are public: never trust them outside
// tests and the local demo.

/** The common name of the fixture client certificate (the stranger's has the same one, under another CA). */
export const TEST_CLIENT_COMMON_NAME = 'carehome-demo-client';

/** The folder of the fixtures (for tools that want file paths, e.g. NODE_EXTRA_CA_CERTS or curl). */
export const TEST_TLS_DIR = fileURLToPath(new URL('../fixtures/tls/', import.meta.url));

export interface TestTls {
  /** The test CA: signs the server and the client certificates. */
  ca: string;
  serverCert: string;
  serverKey: string;
  /** CN carehome-demo-client, signed by `ca`. */
  clientCert: string;
  clientKey: string;
  /** Another CA, which signed only the stranger's certificate. */
  strangerCa: string;
  /** CN carehome-demo-client too, but signed by `strangerCa`: refused. */
  strangerCert: string;
  strangerKey: string;
}

let cached: TestTls | undefined;

/** The fixtures as PEM strings. */
export function testTls(): TestTls {
  const read = (name: string) => fs.readFileSync(new URL(`../fixtures/tls/${name}`, import.meta.url), 'utf8');
  cached ??= {
    ca: read('ca.crt'),
    serverCert: read('server.crt'),
    serverKey: read('server.key'),
    clientCert: read('client.crt'),
    clientKey: read('client.key'),
    strangerCa: read('stranger-ca.crt'),
    strangerCert: read('stranger.crt'),
    strangerKey: read('stranger.key'),
  };
  return { ...cached };
}

/** The simulator's `tls` option from the fixtures: the fixture client certificate stands for `clientId`. */
export function testTlsOptions(clientId: string): SimulatorTlsOptions {
  const t = testTls();
  return { key: t.serverKey, cert: t.serverCert, ca: t.ca, clients: [{ commonName: TEST_CLIENT_COMMON_NAME, clientId }] };
}
