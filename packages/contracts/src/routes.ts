/**
 * Every page route (docs/product.md, "Public pages"). The server answers 404 for paths outside this
 * list.
 */
export const PUBLIC_PAGE_PATHS = {
  home: '/',
  products: '/produk',
  buy: '/beli-produk',
  buyerForm: '/beli-produk/form',
  confirm: '/beli-produk/confirm',
  orderSuccess: '/beli-produk/sukses',
  checkoutForm: '/checkout/form',
  checkoutConfirm: '/checkout/confirm',
  checkoutSuccess: '/checkout/success',
  /** Beyond the spec: a buyer checks an order's status with its number and phone. */
  orderStatus: '/cek-pesanan',
  about: '/tentang-kami',
  guide: '/cara-pakai',
  registration: '/pendaftaran',
  registrationStep1: '/pendaftaran/user',
  registrationStep2: '/pendaftaran/step-2',
  registrationSuccess: '/pendaftaran/sukses',
  /** Beyond the spec: an applicant checks a registration's status with its code and phone. */
  registrationStatus: '/pendaftaran/status',
  /** Beyond the spec: the applicant sends the documents an admin asked for again. */
  registrationCorrection: '/pendaftaran/perbaikan',
  privacy: '/kebijakan-privasi',
  terms: '/syarat-ketentuan',
  contact: '/kontak',
} as const;

export const ADMIN_PAGE_PATHS = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  orders: '/admin/orders',
  orderDetail: '/admin/orders/:id',
  registrations: '/admin/registrations',
  registrationDetail: '/admin/registrations/:id',
  /** Two-factor sign-in: enrol, recovery codes, turn off. */
  accountSecurity: '/admin/keamanan-akun',
  /** The notification outbox: who was notified, what failed, "Kirim ulang". */
  notifications: '/admin/notifikasi',
  /** The staff and their roles, invitations (Pemilik only). */
  staff: '/admin/staf',
  /** Every audit event, newest first (Pemilik only). */
  auditLog: '/admin/log-audit',
  /** The invited person's page (no session needed); the token follows `#`. */
  invitation: '/admin/undangan',
} as const;

/** The admin page of one order or registration, e.g. `/admin/orders/<id>`. */
export function adminDetailPath(entity: 'order' | 'registration', id: string): string {
  const pattern =
    entity === 'order' ? ADMIN_PAGE_PATHS.orderDetail : ADMIN_PAGE_PATHS.registrationDetail;
  return pattern.replace(':id', id);
}

/** The success page's query parameter naming the order (the spec's address). */
export const ORDER_SUCCESS_ID_PARAM = 'order_id';

/** The success page of the order `id`: `/beli-produk/sukses?order_id=<id>`. */
export function orderSuccessPath(id: string): string {
  return `${PUBLIC_PAGE_PATHS.orderSuccess}?${ORDER_SUCCESS_ID_PARAM}=${encodeURIComponent(id)}`;
}

/** The registration status page's query parameter naming the code. */
export const REGISTRATION_STATUS_CODE_PARAM = 'kode';

/** The registration status page, its code filled in: `/pendaftaran/status?kode=<code>`. */
export function registrationStatusPath(code?: string): string {
  const path = PUBLIC_PAGE_PATHS.registrationStatus;
  return code ? `${path}?${REGISTRATION_STATUS_CODE_PARAM}=${encodeURIComponent(code)}` : path;
}

const ALL_PATTERNS = [
  ...Object.values(PUBLIC_PAGE_PATHS),
  ...Object.values(ADMIN_PAGE_PATHS),
  '/admin',
];

/** True when `pathname` is a page the web app renders (a `:param` matches one segment). */
export function isKnownPagePath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ALL_PATTERNS.some((pattern) => {
    const expression = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    return expression.test(normalised);
  });
}
