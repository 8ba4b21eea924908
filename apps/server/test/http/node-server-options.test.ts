import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../src/http/server-timeouts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The options Fastify hands to Node's HTTP server, read back from the server it made. */
describe("Node's HTTP server as the app configures it", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('keeps every deadline and leaves a missing Host to the request guard', () => {
    const server = testApp.app.server as typeof testApp.app.server & {
      requireHostHeader: boolean;
      connectionsCheckingInterval: number;
    };
    expect({
      headersTimeout: server.headersTimeout,
      requestTimeout: server.requestTimeout,
      keepAliveTimeout: server.keepAliveTimeout,
      idleTimeout: server.timeout,
      checkInterval: server.connectionsCheckingInterval,
      requireHostHeader: server.requireHostHeader,
    }).toEqual({
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      requestTimeout: SERVER_TIMEOUTS.requestMs,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
      idleTimeout: SERVER_TIMEOUTS.idleMs,
      checkInterval: SERVER_TIMEOUTS.checkIntervalMs,
      requireHostHeader: false,
    });
  });
});
