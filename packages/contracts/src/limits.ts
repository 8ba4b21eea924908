/** Every business limit of SPEC §9 lives here once; server and browser import the same numbers. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ADMIN_PAGE_SIZE = 25;
export const SIGNED_URL_TTL_SECONDS = 300;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
export const SHIPPING_FEE = 0;
export const ORDER_ID_PREFIX_LENGTH = 8;
export const COPY_ICON_RESET_MS = 2000;
export const FEATURE_SLIDE_COUNT = 5;

export const PROOF_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const REGISTRATION_DOCUMENT_MIME_TYPES = PROOF_MIME_TYPES;
export const ADMIN_REPLACEMENT_MIME_TYPES = [...PROOF_MIME_TYPES, 'image/webp'] as const;
export const PROOF_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
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

/** DESIGN §5.8: sign-up submissions per client IP within the window, then a block of the same length. */
export const REGISTRATION_RATE_LIMIT = { max: 5, windowMinutes: 10, blockMinutes: 10 } as const;

/** Admin sign-in throttling: failures counted per account and per IP inside a sliding window. */
export const LOGIN_THROTTLE = {
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 20,
  windowMinutes: 15,
  blockMinutes: 15,
} as const;

export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const SESSION_COOKIE_NAME = 'toko_session';
