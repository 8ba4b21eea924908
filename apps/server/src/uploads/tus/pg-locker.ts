import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';

/** Where an instance asks the holder of an upload's lock, on any instance, to let go. */
const RELEASE_CHANNEL = 'tus_upload_lock_release';
const RETRY_MS = 100;
/** tus's own default: longer than its 3 s drain of a request asked to let go. */
const ACQUIRE_TIMEOUT_MS = 30_000;

type Held = { requestRelease: RequestRelease };

/**
 * tus's per-upload lock across instances, as Supabase Storage's PgLocker does: a PostgreSQL
 * advisory lock per upload. Where Supabase holds a transaction (a pool connection) per lock,
 * each instance here holds its locks on one connection of its own (session locks), which also
 * listens for release requests: an upload resumed on another instance after a cut asks the
 * request still holding it (a half-open connection) to end, through NOTIFY. Within the
 * instance, a map keeps two requests from taking the same session lock twice.
 */
export class PgLocker implements Locker {
  private readonly held = new Map<string, Held>();
  private connection?: Promise<pg.Client>;
  private active?: pg.Client;

  constructor(
    private readonly url: string,
    readonly acquireTimeoutMs = ACQUIRE_TIMEOUT_MS,
  ) {}

  newLock(id: string): Lock {
    return new PgLock(id, this);
  }

  /** Takes the lock unless another request, here or elsewhere, holds it; never waits. */
  async tryLock(id: string, requestRelease: RequestRelease): Promise<boolean> {
    const local = this.held.get(id);
    if (local) {
      await local.requestRelease();
      return false;
    }
    this.held.set(id, { requestRelease });
    try {
      const client = await this.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [`tus-upload:${id}`],
      );
      if (rows[0]?.locked) return true;
      this.held.delete(id);
      await client.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
      return false;
    } catch (error) {
      this.held.delete(id);
      throw error;
    }
  }

  async unlock(id: string): Promise<void> {
    if (!this.held.has(id)) throw new Error('Releasing an unlocked lock!');
    try {
      const client = await this.connection;
      await client?.query('select pg_advisory_unlock(hashtext($1))', [`tus-upload:${id}`]);
    } catch {
      // The connection is gone, and with it every lock it held.
    } finally {
      this.held.delete(id);
    }
  }

  async close(): Promise<void> {
    const client = await this.connection?.catch(() => undefined);
    this.active = undefined;
    this.connection = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    this.connection ??= this.open().catch((error: unknown) => {
      this.connection = undefined;
      throw error;
    });
    return this.connection;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    const lost = () => {
      if (this.active !== client) return;
      this.active = undefined;
      this.connection = undefined;
      // PostgreSQL released this connection's locks: their requests must stop writing.
      for (const [, holder] of this.held) void holder.requestRelease();
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', ({ channel, payload }) => {
      if (channel === RELEASE_CHANNEL && payload) void this.held.get(payload)?.requestRelease();
    });
    await client.connect();
    await client.query(`listen ${RELEASE_CHANNEL}`);
    this.active = client;
    return client;
  }
}

class PgLock implements Lock {
  constructor(
    private readonly id: string,
    private readonly locker: PgLocker,
  ) {}

  /** Retries until the lock is taken, the request ends, or the timeout passes (tus's 500). */
  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    while (!stopSignal.aborted && Date.now() < deadline) {
      if (await this.locker.tryLock(this.id, requestRelease)) return;
      await sleep(RETRY_MS);
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  unlock(): Promise<void> {
    return this.locker.unlock(this.id);
  }
}
