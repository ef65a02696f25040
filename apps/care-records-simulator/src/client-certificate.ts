import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';
import type { SimulatorTlsOptions } from './simulator-types.ts';

const fingerprint = (f: string) => f.replaceAll(':', '').toLowerCase();

/** The client a verified, known client certificate stands for (mutual TLS), or why not. */
export function certificateClient(req: FastifyRequest, tls: SimulatorTlsOptions | undefined): string | { error: string } {
  const socket = req.raw.socket as Partial<TLSSocket>;
  const refused = { error: 'invalid_client_certificate' };
  if (!tls || socket.authorized !== true || typeof socket.getPeerCertificate !== 'function') return refused;
  const cert = socket.getPeerCertificate();
  if (!cert?.fingerprint256) return refused;
  const cn = cert.subject?.CN;
  const known = tls.clients.find(
    (c) =>
      (c.commonName !== undefined || c.fingerprint256 !== undefined) &&
      (c.commonName === undefined || c.commonName === cn) &&
      (c.fingerprint256 === undefined || fingerprint(c.fingerprint256) === fingerprint(cert.fingerprint256)),
  );
  return known ? known.clientId : refused;
}
