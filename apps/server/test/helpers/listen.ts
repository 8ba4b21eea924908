import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export type Listening = { origin: string; port: number };

/**
 * Where `app` answers over a real socket (a free port on 127.0.0.1), listening first if it does
 * not yet: for clients that `inject` cannot stand in for. Closing the app closes the socket.
 */
export async function listen(app: FastifyInstance): Promise<Listening> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port };
}

/** A new test app already answering over a real socket, and where. */
export async function listeningTestApp(
  options?: TestAppOptions,
): Promise<{ testApp: TestApp } & Listening> {
  const testApp = await createTestApp(options);
  return { testApp, ...(await listen(testApp.app)) };
}
