import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The limiters' names, as the refusal counter labels them (never a key: keys hold addresses). */
export type LimiterName =
  | 'order'
  | 'order-status'
  | 'order-summary'
  | 'registration-address'
  | 'registration-person'
  | 'registration-status'
  | 'registration-summary'
  | 'qris-picture'
  | 'upload'
  | 'upload-bytes'
  | 'login-pair'
  | 'login-ip'
  | 'login-account'
  | 'two-factor-pair'
  | 'two-factor-ip'
  | 'two-factor-account'
  | 'staff-invitation';

/** A request as the histogram labels it: the route's pattern, never its URL. */
export type ObservedRequest = { route: string; method: string; status: number; seconds: number };

/**
 * What the app counts for `GET /metrics` (metrics-routes.ts). One per app, with its own registry:
 * tests build many apps in one process. No label holds a personal value (e-mail, phone, NIK,
 * address, an id of a path).
 */
export type AppMetrics = {
  /** Undefined when metrics are off (no METRICS_TOKEN nor METRICS_ALLOW): nothing is counted. */
  registry?: Registry;
  observeRequest(request: ObservedRequest): void;
  countRefusal(limiter: LimiterName): void;
  countSignInFailure(): void;
  countDiskFullRefusal(): void;
  countUploadBytes(bytes: number): void;
  /** Marks an upload's request as in flight; call what it returns when it ends. */
  trackUpload(): () => void;
};

const nothing = () => undefined;

const METRICS_OFF: AppMetrics = {
  observeRequest: nothing,
  countRefusal: nothing,
  countSignInFailure: nothing,
  countDiskFullRefusal: nothing,
  countUploadBytes: nothing,
  trackUpload: () => nothing,
};

/** From 5 ms (a cached page) to 30 s (a 10 MiB upload on a slow phone). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createAppMetrics(enabled: boolean): AppMetrics {
  if (!enabled) return METRICS_OFF;
  const registry = new Registry();
  const registers = [registry];
  // Node's own: CPU, memory, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'toko_http_request_duration_seconds',
    help: 'Requests answered, by route pattern (unmatched: no route), method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'toko_rate_limit_refusals_total',
    help: 'Requests a rate limiter refused, by limiter.',
    labelNames: ['limiter'] as const,
    registers,
  });
  const signInFailures = new Counter({
    name: 'toko_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong e-mail or password.',
    registers,
  });
  const diskFull = new Counter({
    name: 'toko_upload_disk_full_refusals_total',
    help: 'New uploads refused with 507: the upload disk had less free space than UPLOAD_MIN_FREE_MB.',
    registers,
  });
  const uploadBytes = new Counter({
    name: 'toko_upload_received_bytes_total',
    help: 'Bytes of uploads received (tus creation and PATCH bodies).',
    registers,
  });
  const uploadsInFlight = new Gauge({
    name: 'toko_uploads_in_flight',
    help: 'Upload requests (tus creation and PATCH) being received now.',
    registers,
  });
  return {
    registry,
    observeRequest: ({ route, method, status, seconds }) =>
      requests.observe({ route, method, status: String(status) }, seconds),
    countRefusal: (limiter) => refusals.inc({ limiter }),
    countSignInFailure: () => signInFailures.inc(),
    countDiskFullRefusal: () => diskFull.inc(),
    countUploadBytes: (bytes) => uploadBytes.inc(bytes),
    trackUpload() {
      uploadsInFlight.inc();
      return () => uploadsInFlight.dec();
    },
  };
}
