import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LOGIN_THROTTLE,
  REGISTRATION_PERSON_RATE_LIMIT,
  SESSION_COOKIE_NAME,
} from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registrationDraftAt,
  validRegistration,
} from '../test/registrations/registration-requests';
import { reportFigure } from '../test/helpers/report-figure';
import { withSql } from './helpers/database-access';
import {
  createPostgresCluster,
  findPostgresBinaries,
  type PostgresCluster,
} from './helpers/postgres-cluster';
import { startServer, type ServerProcess } from './helpers/server-process';
import { newSubmission, send } from './helpers/submissions';

const PORTS = [4403, 4404] as const;
const POSTGRES_PORT = 4412;
const ADMIN = { email: 'admin@tokoedc.test', password: 'two instances, one shop' };
const binaries = findPostgresBinaries();

describe.skipIf(!binaries)('two instances on one PostgreSQL and one storage folder', () => {
  let cluster: PostgresCluster;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const at = (index: number, path: string) => servers[index % 2]!.url(path);

  beforeAll(async () => {
    if (!binaries) return;
    dataDir = mkdtempSync(join(tmpdir(), 'toko-two-'));
    cluster = createPostgresCluster(binaries, POSTGRES_PORT);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      TRUST_PROXY: '1',
      SESSION_SECRET: 'shared-session-secret-'.padEnd(64, 's'),
      SIGNING_SECRET: 'shared-signing-secret-'.padEnd(64, 'k'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // The first applies the migrations; the second starts on the migrated database.
    for (const port of PORTS) servers.push(await startServer(port, env));
  });
  afterAll(async () => {
    for (const server of servers) await server.kill9();
    cluster?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const login = (index: number, password: string, clientIp: string) =>
    fetch(at(index, '/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: JSON.stringify({ email: ADMIN.email, password }),
    });

  it('a session made on one works on the other; logging out on one ends it on both', async () => {
    const signedIn = await login(0, ADMIN.password, '10.1.0.1');
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith(SESSION_COOKIE_NAME))!
      .split(';')[0]!;
    const stats = (index: number) =>
      fetch(at(index, '/api/admin/stats'), { headers: { cookie } }).then((r) => r.status);

    expect([await stats(0), await stats(1)]).toEqual([200, 200]);
    expect(
      (await fetch(at(1, '/api/auth/logout'), { method: 'POST', headers: { cookie } })).status,
    ).toBe(204);
    expect([await stats(0), await stats(1)]).toEqual([401, 401]);
    reportFigure(
      'resilience: two instances: session from instance 1 → 200 on both; logout on instance 2 → 401 on both',
    );
  });

  it('counts the sign-up limit of one person across both', async () => {
    const { max } = REGISTRATION_PERSON_RATE_LIMIT;
    const person = validRegistration();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      // A valid sign-up of the same NIK from another address each time, without its documents.
      const client = { 'x-forwarded-for': `10.2.0.${attempt + 1}` };
      const uploadDraft = await registrationDraftAt(at(attempt, ''), client);
      const response = await fetch(at(attempt, '/api/registrations'), {
        method: 'POST',
        body: JSON.stringify({
          ...validRegistration({ ktpNumber: person.ktpNumber }),
          uploadDraft,
          uploads: {},
        }),
        headers: {
          ...client,
          'content-type': 'application/json',
          'idempotency-key': `two-limit-${attempt}`,
        },
      });
      statuses.push(response.status);
    }
    reportFigure(
      `resilience: two instances: sign-ups of one NIK, alternating → ${statuses.join(', ')}`,
    );
    expect(statuses).toEqual([...Array<number>(max).fill(400), 429]);
  });

  it('counts failed sign-ins across both', async () => {
    const { maxFailures } = LOGIN_THROTTLE.perAccountAndIp;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < maxFailures; attempt += 1) {
      statuses.push((await login(attempt, 'not the password', '10.3.0.1')).status);
    }
    // Past the limit even the right password is refused, on either instance.
    statuses.push((await login(0, ADMIN.password, '10.3.0.1')).status);
    statuses.push((await login(1, ADMIN.password, '10.3.0.1')).status);
    reportFigure(
      `resilience: two instances: sign-ins from one address, alternating → ${statuses.join(', ')}`,
    );
    expect(statuses).toEqual([...Array<number>(maxFailures).fill(401), 429, 429]);
  });

  it('makes exactly one order of one key sent to both at once', async () => {
    const submission = newSubmission('order', 0, 'two');
    const answers = await Promise.all(servers.map((server) => send(server.url(''), submission)));
    const rows = await withSql({ databaseUrl: cluster.url }, (sql) =>
      sql(`select id from orders where notes = '${submission.tag}'`),
    );
    reportFigure(
      `resilience: two instances: one key on both at once → ${answers.map((a) => ('replayed' in a && a.replayed ? `${a.status} replayed` : a.status)).join(' and ')}, ${rows.length} order`,
    );
    expect(rows).toHaveLength(1);
    // The second's claim waits for the first one's transaction, then replays its answer.
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.filter((answer) => 'replayed' in answer && answer.replayed)).toHaveLength(1);
  });
});
