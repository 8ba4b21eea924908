import { connect } from 'node:net';
import { errorMessages } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningTestApp } from '../helpers/listen';
import type { TestApp } from '../helpers/test-app';

describe('the Host header over a real socket', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => ({ testApp, port } = await listeningTestApp()));
  afterAll(() => testApp.close());

  /** Sends `head` as written (no client library merges or drops headers) and reads the answer. */
  function rawRequest(head: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(`${head}connection: close\r\n\r\n`);
    });
  }

  it('answers 400 to two Host headers, whichever comes first', async () => {
    for (const hosts of [
      ['localhost', 'evil.example'],
      ['evil.example', 'localhost'],
      ['localhost', 'localhost'],
    ]) {
      const lines = hosts.map((host) => `Host: ${host}\r\n`).join('');
      for (const path of ['/api/health', '/api/auth/session', '/']) {
        const answer = await rawRequest(`GET ${path} HTTP/1.1\r\n${lines}`);
        expect([hosts, path, answer.split('\r\n')[0]]).toEqual([
          hosts,
          path,
          'HTTP/1.1 400 Bad Request',
        ]);
        if (path.startsWith('/api/')) {
          expect(answer).toContain(JSON.stringify(errorMessages.bad_request));
        }
        expect(answer.toLowerCase()).toContain("content-security-policy: default-src 'self'");
      }
    }
  });

  it('serves one Host header as usual', async () => {
    const answer = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});
