/**
 * Every business limit (docs/product.md, "Limits") lives here once; server and browser import the
 * same numbers.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels (width × height) an uploaded image may declare: a 12-megapixel phone photo
 * fits four times over, while a small file claiming 20,000 × 20,000 pixels (a decompression bomb)
 * would need gigabytes to open in the admin's browser.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * The largest request body the server reads: one tus `PATCH` carrying a whole file (the browser
 * sends each file in one piece). Every submit is a small JSON request, held lower by the server's
 * JSON body limit.
 */
export const MAX_REQUEST_BODY_BYTES = MAX_UPLOAD_BYTES;
/**
 * How deep a JSON body or query may nest objects and arrays: ours nest three levels; a body of
 * 100,000 brackets would otherwise reach every function that walks it.
 */
export const MAX_REQUEST_DATA_DEPTH = 32;
export const ADMIN_PAGE_SIZE = 25;
/** The most rows one bulk status change may name: four pages of a list. */
export const BULK_STATUS_MAX_ROWS = 100;
/** An Excel sheet holds 1,048,576 rows; the header takes one. A larger XLSX export is refused. */
export const XLSX_MAX_DATA_ROWS = 1_048_575;
export const SIGNED_URL_TTL_SECONDS = 300;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
export const SHIPPING_FEE = 0;
/** The largest checkout total the payment settings and the QRIS picture take (Rp 1 trillion). */
export const MAX_CHECKOUT_TOTAL = 1_000_000_000_000;
export const ORDER_ID_PREFIX_LENGTH = 8;
export const COPY_ICON_RESET_MS = 2000;

export const PROOF_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const REGISTRATION_DOCUMENT_MIME_TYPES = PROOF_MIME_TYPES;
export const ADMIN_REPLACEMENT_MIME_TYPES = [...PROOF_MIME_TYPES, 'image/webp'] as const;
export const PROOF_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
/** The sign-up's two store photos: pictures only. */
export const STORE_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const STORE_PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const ADMIN_REPLACEMENT_EXTENSIONS = [...PROOF_EXTENSIONS, '.webp'] as const;

export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{4,20}$/;
export const FULL_NAME_MIN = 3;
export const FULL_NAME_MAX = 80;
export const ADDRESS_MIN = 10;
export const REGION_NAME_MIN = 3;
export const POSTAL_CODE_LENGTH = 5;
export const NIK_LENGTH = 16;
export const KEEPER_PHONE_MIN_DIGITS = 10;
export const KEEPER_PHONE_MAX_DIGITS = 15;
/**
 * The longest text a registration keeps in each field: the sign-up's schema, the admin's edit and
 * the form's `maxLength` read it here. A field with a tighter rule (the NIK, the postal code, the
 * keeper's phone) keeps its rule in the form as well.
 */
export const REGISTRATION_TEXT_MAX = {
  email: 254,
  phone: 40,
  address: 1000,
  regionName: 120,
  postalCode: 10,
  idNumber: 20,
  bankName: 60,
  bankHolder: 120,
  bankAccount: 40,
  storeName: 200,
  storeAddress: 1000,
  storeKeeper: 200,
  storeKeeperPhone: 20,
  notes: 2000,
} as const;
/** An admin's internal note on an order or a registration ("Catatan internal"). */
export const INTERNAL_NOTE_MAX = 2000;

/** A fixed-window rate limit: `max` hits per window, then a block (rate-limiter.ts). */
export type RateLimit = { max: number; windowMinutes: number; blockMinutes: number };

/**
 * docs/product.md, "Rate limits": guest orders per client IP. A stall at a market sends a handful
 * an hour, and carriers put many phones behind one address; a script sending orders with 10 MiB
 * proofs in a loop is stopped after 30, before its next body is read.
 */
export const ORDER_RATE_LIMIT = { max: 30, windowMinutes: 10, blockMinutes: 10 } as const;

/**
 * docs/product.md, "Rate limits": resumable uploads begun per client IP (`POST /api/uploads`). A
 * room of 30 agents signing up on one Wi-Fi begins up to 8 each, 240 in all, and twice that when
 * every photo is taken again or its start is retried; a script filling the disk with 10 MiB
 * uploads is stopped after 600 (each expires a day later at most).
 */
export const UPLOAD_RATE_LIMIT = { max: 600, windowMinutes: 10, blockMinutes: 10 } as const;

/**
 * The bytes of uploads one client address may send (tus `PATCH` and creation bodies, counted as
 * received), in KiB so the counter fits the `rate_limits` integer column. A room of 30 agents on
 * one Wi-Fi, each sending a whole sign-up at the largest sizes, sends 30 × 8 documents ×
 * 10 MiB = 2,400 MiB; doubled for every photo taken again or resent, 4,800 MiB = 4,915,200 KiB
 * in an hour. A script filling the disk is stopped there, per address and hour.
 */
export const UPLOAD_BYTE_BUDGET = {
  max: (2 * 30 * 8 * MAX_UPLOAD_BYTES) / 1024,
  windowMinutes: 60,
  blockMinutes: 15,
} as const;

/** The unit `UPLOAD_BYTE_BUDGET` counts in. */
export const UPLOAD_BYTE_BUDGET_UNIT_BYTES = 1024;

/**
 * QRIS pictures to save per client IP: a buyer saves one or two per order; a script asking for
 * thousands of totals is stopped (each new total is drawn, tens of milliseconds of CPU).
 */
export const QRIS_PICTURE_RATE_LIMIT = { max: 60, windowMinutes: 10, blockMinutes: 10 } as const;

/**
 * A buyer's order-status lookups per client IP (beyond the spec): enough for a buyer's typos,
 * far too few to enumerate orders.
 */
export const ORDER_STATUS_RATE_LIMIT = { max: 10, windowMinutes: 10, blockMinutes: 10 } as const;

/** An applicant's registration-status lookups per client IP: as the order lookup's. */
export const REGISTRATION_STATUS_RATE_LIMIT = ORDER_STATUS_RATE_LIMIT;

/**
 * docs/product.md, "Rate limits": sign-up attempts for one person (the same NIK, the same phone or
 * the same e-mail, each counted apart), then a block of the same length. The spec limits 5 per
 * client IP; we limit per person on purpose: carriers put thousands of phones behind one address
 * (CGNAT) and a recruitment day signs up a room of agents on one Wi-Fi. One submission retried
 * with its Idempotency-Key is one attempt.
 */
export const REGISTRATION_PERSON_RATE_LIMIT = {
  max: 5,
  windowMinutes: 10,
  blockMinutes: 10,
} as const;

/**
 * docs/product.md, "Rate limits": sign-up requests per client IP, counted before the body is read.
 * A room of 30 agents sends about 30–60 (a few resend after a refusal); a script is stopped well
 * before it can fill the table.
 */
export const REGISTRATION_ADDRESS_RATE_LIMIT = {
  max: 100,
  windowMinutes: 10,
  blockMinutes: 10,
} as const;

/**
 * Reads of a sign-up's success summary per client IP: the success page reads it once per visit,
 * so 30 in 10 minutes is plenty and stops walking ids at speed.
 */
export const REGISTRATION_SUMMARY_RATE_LIMIT = {
  max: 30,
  windowMinutes: 10,
  blockMinutes: 10,
} as const;

/**
 * Reads of an order's success summary per client IP (`GET /api/orders/:id/summary`): the success
 * page reads it once per visit or reload, so 30 in 10 minutes is plenty and stops walking ids.
 */
export const ORDER_SUMMARY_RATE_LIMIT = { max: 30, windowMinutes: 10, blockMinutes: 10 } as const;

/**
 * How long a success page's address shows what was just sent (the order's number and total, the
 * sign-up's summary): long enough for a reload, a tab the phone dropped or the link opened again
 * that day; after it, a link kept in a shared phone's history shows nothing.
 */
export const SUCCESS_PAGE_LIFETIME_HOURS = 24;

/**
 * docs/product.md, "Rate limits", admin sign-in: failed attempts are counted in the `rate_limits`
 * table by three fixed-window counters (a window starts with its first attempt; once it has passed
 * the count starts again from zero). Past `maxFailures` in one window, that counter refuses every
 * attempt for `blockMinutes`, the right password included. A successful sign-in clears its
 * account-and-IP counter and does not count against the other two.
 */
export const LOGIN_THROTTLE = {
  /** One account from one IP: the tight limit that stops password guessing. */
  perAccountAndIp: { maxFailures: 5, windowMinutes: 15, blockMinutes: 15 },
  /** One IP across any accounts: stops one address from spraying many accounts. */
  perIp: { maxFailures: 20, windowMinutes: 15, blockMinutes: 15 },
  /**
   * One account from anywhere: OWASP ASVS 5.0 allows at most 100 failures an hour per account.
   * Two fixed windows back to back can both fill within one hour, so each holds at most 50.
   * Trade-off: attackers spread over many IPs can reach this cap and lock the account, the
   * real admin included, for an hour; ASVS asks for the cap, the two limits above keep any one
   * IP far below it.
   */
  perAccount: { maxFailures: 50, windowMinutes: 60, blockMinutes: 60 },
} as const;

/**
 * Two-factor sign-in (TOTP, RFC 6238): 6 digits every 30 s, one step either side accepted for
 * clock drift. After the password, the browser holds a pending sign-in for this long to enter
 * the code; each wrong code counts against LOGIN_THROTTLE like a wrong password.
 */
export const TWO_FACTOR = {
  issuer: 'Toko EDC',
  digits: 6,
  periodSeconds: 30,
  driftSteps: 1,
  pendingLoginMinutes: 5,
  recoveryCodeCount: 10,
  /** Characters of a recovery code, shown in two groups of five (`abcde-fghjk`). */
  recoveryCodeLength: 10,
} as const;
export const PENDING_LOGIN_COOKIE_NAME = 'toko_pending_login';

export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const SESSION_COOKIE_NAME = 'toko_session';
