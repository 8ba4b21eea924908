import { sql } from 'drizzle-orm';
import Fastify, { type FastifyLoggerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { users } from '../../src/db/schema';
import { logOptions, serializeRequest } from '../../src/http/log-options';
import { openTestDatabase } from '../helpers/test-database';

describe('request logging', () => {
  it('logs the path without the query string, where searches and file names live', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/api/admin/registrations?q=3201234567890001&page=2',
      ip: '203.0.113.9',
    });
    expect(logged).toEqual({ method: 'GET', path: '/api/admin/registrations', ip: '203.0.113.9' });
    expect(JSON.stringify(logged)).not.toContain('3201234567890001');
  });

  it('never includes headers such as the session cookie', () => {
    const request = {
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'toko_session=secret' },
    };
    expect(JSON.stringify(serializeRequest(request))).not.toContain('secret');
  });
});

describe('error logging', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** What a logger with the server's options writes for `error`. */
  function logged(error: unknown): string {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        ...(logOptions('info') as FastifyLoggerOptions),
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    app.log.error({ err: error }, 'request failed');
    return lines.join('');
  }

  it("keeps a failed query's parameters and the database's row details out", async () => {
    const nik = '3201234567890001';
    const failed = await database.db.execute(sql`select ${nik}::int`).then(
      () => undefined,
      (error: unknown) => error,
    );
    const line = logged(failed);
    expect(JSON.parse(line).err).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'select $1::int',
      cause: { type: 'DatabaseError', code: '22003' }, // numeric_value_out_of_range
    });
    expect(line).not.toContain(nik);

    const email = 'rahasia.sekali@contoh.id';
    await database.db.insert(users).values({ email, passwordHash: 'x' });
    const duplicate = await database.db
      .insert(users)
      .values({ email, passwordHash: 'x' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const duplicateLine = logged(duplicate);
    expect(JSON.parse(duplicateLine).err.cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(duplicateLine).not.toContain('rahasia');
  });

  it('logs other errors with their message and stack', () => {
    const line = JSON.parse(logged(new Error('storage unreachable')));
    expect(line.err).toMatchObject({ type: 'Error', message: 'storage unreachable' });
    expect(line.err.stack).toContain('storage unreachable');
  });
});
