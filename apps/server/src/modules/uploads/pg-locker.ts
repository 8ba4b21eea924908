import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';

/** Where an instance asks the holder of an upload's lock, on any instance, to let go. */
const RELEASE_CHANNEL = 'tus_upload_lock_release';
const RETRY_MS = 100;
/** tus's own default: longer than its 3 s drain of a request asked to let go. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/**
 * Connections an instance holds its locks on. Every request takes and gives back a lock, and one
 * connection answers one query at a time: 32 uploads beginning at once waited 40 ms (median) for
 * their lock on one.
 */
const LOCK_CONNECTIONS = 4;

type Held = { requestRelease: RequestRelease; connection: LockConnection };

/** One connection of the locker: opened when first needed, again after it was lost. */
class LockConnection {
  private connection?: Promise<pg.Client>;
  private active?: pg.Client;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly events: {
      /** PostgreSQL released this connection's locks: their requests must stop writing. */
      lost: (connection: LockConnection) => void;
      /** Given to the connection that listens for release requests. */
      released?: (id: string) => void;
    },
  ) {}

  /**
   * One query at a time, in the order asked: pg's client would queue them itself, but warns that
   * pg 9 will refuse a query while another runs.
   */
  query<Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<Row[]> {
    const answer = this.queue.then(
      async () => (await (await this.client()).query<Row>(text, values)).rows,
    );
    this.queue = answer.catch(() => undefined);
    return answer;
  }

  /** Whether it is open now (a lock taken on it may still be held). */
  get open(): boolean {
    return this.active !== undefined;
  }

  client(): Promise<pg.Client> {
    this.connection ??= this.connect().catch((error: unknown) => {
      this.connection = undefined;
      throw error;
    });
    return this.connection;
  }

  async close(): Promise<void> {
    const client = await this.connection?.catch(() => undefined);
    this.active = undefined;
    this.connection = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    const lost = () => {
      if (this.active !== client) return;
      this.active = undefined;
      this.connection = undefined;
      this.events.lost(this);
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    const { released } = this.events;
    if (released) {
      client.on('notification', ({ channel, payload }) => {
        if (channel === RELEASE_CHANNEL && payload) released(payload);
      });
    }
    await client.connect();
    if (released) await client.query(`listen ${RELEASE_CHANNEL}`);
    this.active = client;
    return client;
  }
}

/** The same connection for an upload's lock and its unlock. */
function indexOf(id: string): number {
  let hash = 0;
  for (let index = 0; index < id.length; index += 1) {
    hash = (hash * 31 + id.charCodeAt(index)) | 0;
  }
  return Math.abs(hash) % LOCK_CONNECTIONS;
}

/**
 * tus's per-upload lock across instances, as Supabase Storage's PgLocker does: a PostgreSQL
 * advisory lock per upload. Where Supabase holds a transaction (a pool connection) per lock,
 * each instance here holds its locks as session locks on a few connections of its own, and
 * listens for release requests on one more: an upload resumed on another instance after a cut
 * asks the request still holding it (a half-open connection) to end, through NOTIFY. Within the
 * instance, a map keeps two requests from taking the same session lock twice.
 */
export class PgLocker implements Locker {
  private readonly held = new Map<string, Held>();
  private readonly connections: LockConnection[];
  /** Takes no lock: it only listens, so it is never busy when a request to let go comes. */
  private readonly listener: LockConnection;

  constructor(
    url: string,
    readonly acquireTimeoutMs = ACQUIRE_TIMEOUT_MS,
  ) {
    const lost = (connection: LockConnection) => {
      for (const holder of this.held.values()) {
        if (holder.connection === connection) void holder.requestRelease();
      }
    };
    this.connections = Array.from(
      { length: LOCK_CONNECTIONS },
      () => new LockConnection(url, { lost }),
    );
    this.listener = new LockConnection(url, {
      // The locks still held must go on hearing release requests.
      lost: (listener) => {
        if (this.held.size > 0) listener.client().catch(() => undefined);
      },
      released: (id) => void this.held.get(id)?.requestRelease(),
    });
  }

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
    const connection = this.connections[indexOf(id)]!;
    this.held.set(id, { requestRelease, connection });
    try {
      // A lock is held only while this instance hears the requests to let go of it.
      await this.listener.client();
      const [row] = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [`tus-upload:${id}`],
      );
      if (row?.locked) return true;
      this.held.delete(id);
      await connection.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
      return false;
    } catch (error) {
      this.held.delete(id);
      throw error;
    }
  }

  async unlock(id: string): Promise<void> {
    const holder = this.held.get(id);
    if (!holder) throw new Error('Releasing an unlocked lock!');
    try {
      // A connection lost meanwhile took its locks with it: nothing is left to release.
      if (holder.connection.open) {
        await holder.connection.query('select pg_advisory_unlock(hashtext($1))', [
          `tus-upload:${id}`,
        ]);
      }
    } catch {
      // The connection is gone, and with it every lock it held.
    } finally {
      this.held.delete(id);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.listener, ...this.connections].map((connection) => connection.close()));
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
