import { randomBytes } from 'node:crypto';
import { ERRORS } from '@tus/server';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PgLocker } from '../../src/modules/uploads/pg-locker';

const url = process.env.DATABASE_URL;

/** What one request does with its lock: records when it is asked to let go. */
function request(locker: PgLocker, id: string, onRelease: () => void = () => undefined) {
  const controller = new AbortController();
  const lock = locker.newLock(id);
  const asked: number[] = [];
  const taken = lock.lock(controller.signal, () => {
    asked.push(Date.now());
    onRelease();
  });
  return { lock, taken, asked, abort: () => controller.abort() };
}

describe.skipIf(!url)('the tus locker over PostgreSQL advisory locks (two instances)', () => {
  const lockers: PgLocker[] = [];
  const newLocker = (timeoutMs?: number) => {
    const locker = new PgLocker(url!, timeoutMs);
    lockers.push(locker);
    return locker;
  };
  const newId = () => randomBytes(16).toString('hex');
  afterEach(async () => {
    await Promise.all(lockers.splice(0).map((locker) => locker.close()));
  });

  it('asks the holder on the other instance to let go, and takes the lock once it has', async () => {
    const [first, second] = [newLocker(), newLocker()];
    const id = newId();
    const holder = request(first, id, () => void holder.lock.unlock());
    await holder.taken;

    const next = request(second, id);
    await next.taken;
    expect(holder.asked.length).toBeGreaterThan(0);
    await next.lock.unlock();
  });

  it('keeps a lock from a second request of the same instance until the first unlocks', async () => {
    const locker = newLocker();
    const id = newId();
    const holder = request(locker, id);
    await holder.taken;
    let secondTaken = false;
    const next = request(locker, id);
    void next.taken.then(() => (secondTaken = true));

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondTaken).toBe(false);
    expect(holder.asked.length).toBeGreaterThan(0);
    await holder.lock.unlock();
    await next.taken;
    await next.lock.unlock();
  });

  it('gives up after its timeout when the holder does not let go (tus answers 500)', async () => {
    const id = newId();
    const holder = request(newLocker(), id);
    await holder.taken;
    const started = Date.now();
    const next = request(newLocker(500), id);
    await expect(next.taken).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(Date.now() - started).toBeLessThan(3000);
    await holder.lock.unlock();
  });

  it('stops waiting when the waiting request is aborted', async () => {
    const id = newId();
    const holder = request(newLocker(), id);
    await holder.taken;
    const started = Date.now();
    const next = request(newLocker(), id);
    setTimeout(next.abort, 200);
    await expect(next.taken).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeLessThan(2000);
    await holder.lock.unlock();
  });

  it('releases every lock of an instance whose connection is lost, asking its requests to stop', async () => {
    const first = newLocker();
    const id = newId();
    const holder = request(first, id);
    await holder.taken;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_locks
         where locktype = 'advisory' and objid = hashtext($1)::oid and granted`,
        [`tus-upload:${id}`],
      );
    } finally {
      await admin.end();
    }
    const next = request(newLocker(), id);
    await next.taken;
    await expect.poll(() => holder.asked.length).toBeGreaterThan(0);
    await holder.lock.unlock();
    await next.lock.unlock();
  });

  it('goes on hearing release requests after its listening connection is lost', async () => {
    // Its connections are told apart from those of other tests by their application name.
    const name = `locker-${newId()}`;
    const first = new PgLocker(`${url}${url!.includes('?') ? '&' : '?'}application_name=${name}`);
    lockers.push(first);
    const holders = Array.from({ length: 12 }, () => {
      const id = newId();
      const holder = request(first, id, () => void holder.lock.unlock());
      return { id, holder };
    });
    await Promise.all(holders.map(({ holder }) => holder.taken));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and query = 'listen tus_upload_lock_release'`,
        [name],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Each still held lock is let go when another instance asks for it.
    const second = newLocker(5000);
    for (const { id, holder } of holders) {
      const next = request(second, id);
      await next.taken;
      expect(holder.asked.length).toBeGreaterThan(0);
      await next.lock.unlock();
    }
  });
});
