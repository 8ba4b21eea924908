/**
 * Whether the database answers, without asking it on every health check: a load balancer or a
 * load test polling /api/health would otherwise turn each poll into a query. A success is kept
 * for `freshMs`; in its second half a request still gets it while one ping refreshes it in the
 * background, and past it the request waits for a ping (shared by every request waiting). A
 * failure is never kept, so an outage shows within `freshMs` and a recovery at once.
 */
export type DatabaseProbe = {
  isUp: () => Promise<boolean>;
};

export type DatabaseProbeOptions = {
  ping: () => Promise<unknown>;
  onDown: (error: unknown) => void;
  freshMs?: number;
  clock?: () => number;
};

export const HEALTH_FRESH_MS = 1000;

export function databaseProbe({
  ping,
  onDown,
  freshMs = HEALTH_FRESH_MS,
  clock = () => performance.now(),
}: DatabaseProbeOptions): DatabaseProbe {
  let upAt: number | undefined;
  let inFlight: Promise<boolean> | undefined;

  const refresh = () => {
    inFlight ??= ping().then(
      () => {
        upAt = clock();
        inFlight = undefined;
        return true;
      },
      (error: unknown) => {
        upAt = undefined;
        inFlight = undefined;
        onDown(error);
        return false;
      },
    );
    return inFlight;
  };

  /** Whether the last success is fresh, starting a background refresh in its second half. */
  const fresh = () => {
    const age = upAt === undefined ? Infinity : clock() - upAt;
    if (age >= freshMs) return false;
    if (age >= freshMs / 2) void refresh();
    return true;
  };

  return { isUp: () => (fresh() ? Promise.resolve(true) : refresh()) };
}
