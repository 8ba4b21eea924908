import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNCAUGHT_ERROR_EXIT_CODE } from '../../src/http/exit-on-uncaught-error';

const FIXTURE = join(import.meta.dirname, 'fixtures/uncaught-error-server.ts');

describe('an error nobody handled', () => {
  it('is one fatal JSON line with the error and its request, then a non-zero exit', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env: { PATH: process.env.PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    while (!/PORT \d+/.test(output)) await new Promise((resolve) => setTimeout(resolve, 50));
    const port = /PORT (\d+)/.exec(output)![1];

    const response = await fetch(`http://127.0.0.1:${port}/boom?nik=3171011505900001`);
    expect(response.status).toBe(200);
    expect(await exited).toBe(UNCAUGHT_ERROR_EXIT_CODE);

    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    const fatal = lines.map((line) => JSON.parse(line)).filter((line) => line.level === 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatchObject({
      msg: 'uncaught exception',
      err: { type: 'Error', message: 'kaboom after the answer' },
      req: { method: 'GET', path: '/boom' },
      reqId: expect.any(String),
    });
    // The request as logged everywhere: no query string.
    expect(output).not.toContain('3171011505900001');
  }, 30_000);
});
