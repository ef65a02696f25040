import type { AddressInfo } from 'node:net';
import { HUB_PATH, type THubMessage } from '@carehome/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** The live updates hub's address on a listening app. */
export const hubUrlOf = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${HUB_PATH}`;

/** A hub client, signed in with `token` to a site, that keeps every message it gets. */
export async function connectHub(url: string, token: string, facilityId: string) {
  const socket = new WebSocket(url);
  const messages: THubMessage[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'Authenticate', token, facilityId }));
  /** The first message (so far or within `timeoutMs`) that `pred` accepts; null if none came. */
  const next = async (pred: (m: THubMessage) => boolean, timeoutMs = 2000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(pred);
      if (found) return found;
      if (Date.now() > until) return null;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { socket, messages, closed, next };
}
