import { validOrder } from '../orders/order-requests';
import { validRegistration, type UploadedDocuments } from '../registrations/registration-requests';

/** A valid request to one route, which the fuzzer mutates. */
export type RouteTemplate = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  /** Sent without the admin's session (signing out would end it for the next cases). */
  anonymous?: boolean;
};

/** Rows the templates point at, made through the API before fuzzing. */
export type FuzzFixtures = {
  orderId: string;
  orderNumber: string;
  registrationId: string;
  /** A sign-up's documents, up and not yet named by a submit. */
  registrationDocuments: UploadedDocuments;
  /** A signed file link, as the admin's proof route gives it. */
  signedFile: { key: string; query: Record<string, string> };
  /** A finished proof upload and a finished replacement upload, with their drafts' tokens. */
  proofUpload: { token: string; id: string };
  replacementUpload: { token: string; id: string };
};

/** A correction link's shape with a signature no request has. */
const UNKNOWN_CORRECTION_TOKEN = `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`;

/** An id no row has. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Keyed `METHOD url` as `listRoutes` names them; a route missing here gets generic cases. */
export function routeTemplates(fixtures: FuzzFixtures): Record<string, RouteTemplate> {
  const order = { id: fixtures.orderId };
  const registration = { id: fixtures.registrationId };
  const listQuery = (q: string, status: string) => ({ q, status, page: '1' });
  return {
    'GET *': { params: { '*': 'beli-produk' } },
    'GET /api/health': {},
    'GET /api/ready': {},
    'GET /api/files/*': {
      params: { '*': fixtures.signedFile.key },
      query: fixtures.signedFile.query,
    },
    'POST /api/auth/login': { json: { email: 'admin@contoh.co.id', password: 'bukan-password' } },
    'POST /api/auth/logout': { json: {}, anonymous: true },
    'GET /api/auth/session': {},
    'POST /api/auth/setup-admin': { json: {} },
    'POST /api/auth/login/two-factor': { json: { code: '123456' }, anonymous: true },
    'GET /api/auth/two-factor': {},
    'POST /api/auth/two-factor/setup': { json: {} },
    'POST /api/auth/two-factor/enable': { json: { code: '123456' } },
    'POST /api/auth/two-factor/disable': { json: { code: 'abcde-fghjk' } },
    'GET /api/products': {},
    'GET /api/payment/settings': {},
    'POST /api/orders': {
      json: {
        ...validOrder(),
        uploadDraft: fixtures.proofUpload.token,
        proofUpload: fixtures.proofUpload.id,
      },
    },
    'GET /api/orders/:id/summary': { params: order },
    'POST /api/orders/status': {
      json: { orderNumber: fixtures.orderNumber, phone: '081234567890' },
    },
    'POST /api/registrations/status': {
      json: { code: 'REG-20260101-AAAAAA', phone: '081234567890' },
    },
    'POST /api/registrations': {
      json: {
        ...validRegistration(),
        uploadDraft: fixtures.registrationDocuments.token,
        uploads: fixtures.registrationDocuments.uploads,
      },
    },
    'GET /api/registrations/:id/summary': { params: registration },
    'GET /api/admin/stats': {},
    'GET /api/admin/stats/activity': {},
    'GET /api/admin/stats/daily': {},
    'GET /api/admin/stats/backup': {},
    'GET /api/admin/orders': { query: listQuery('Siti', 'pending') },
    'GET /api/admin/orders/export.csv': { query: { status: 'pending' } },
    'GET /api/admin/orders/:id': { params: order },
    'PATCH /api/admin/orders/:id': { params: order, json: { status: 'paid' } },
    'DELETE /api/admin/orders/:id': { params: order },
    'GET /api/admin/orders/:id/proof': { params: order },
    'GET /api/admin/orders/:id/activity': { params: order },
    'POST /api/admin/orders/:id/notes': { params: order, json: { text: 'Catatan internal' } },
    'GET /api/admin/registrations/:id/activity': { params: registration },
    'POST /api/admin/registrations/:id/notes': {
      params: registration,
      json: { text: 'Catatan internal' },
    },
    'GET /api/admin/registrations': { query: listQuery('Budi', 'new') },
    'GET /api/admin/registrations/export.csv': { query: { status: 'new' } },
    'GET /api/admin/registrations/:id': { params: registration },
    'PATCH /api/admin/registrations/:id': {
      params: registration,
      json: { fullName: 'Budi Santoso Putra', phone: '0813-2222-3333', status: 'verified' },
    },
    'DELETE /api/admin/registrations/:id': { params: registration },
    'GET /api/admin/registrations/:id/audits': { params: registration },
    'GET /api/admin/registrations/:id/documents/:field': {
      params: { ...registration, field: 'ktp' },
      query: { purpose: 'download' },
    },
    'GET /api/admin/registrations/:id/document-versions/:versionId': {
      params: { ...registration, versionId: '00000000-0000-4000-8000-000000000000' },
    },
    'POST /api/admin/registrations/:id/corrections': {
      params: registration,
      json: {
        documents: [{ field: 'ktp', reason: 'blurry' }],
        message: 'Mohon foto ulang.',
        expectedUpdatedAt: '2026-11-28T00:00:00.000Z',
      },
    },
    'POST /api/corrections/view': { json: { token: UNKNOWN_CORRECTION_TOKEN }, anonymous: true },
    'POST /api/corrections/submit': {
      json: {
        token: UNKNOWN_CORRECTION_TOKEN,
        uploadDraft: fixtures.proofUpload.token,
        uploads: { ktp: fixtures.proofUpload.id },
      },
      anonymous: true,
    },
    'POST /api/admin/staff/invitations': { json: { email: 'fuzz@contoh.co.id', role: 'viewer' } },
    'DELETE /api/admin/staff/invitations/:id': { params: { id: UNKNOWN_ID } },
    'GET /api/admin/audit-events/export.csv': {
      query: { action: 'order.export', from: '2026-11-01', to: '2026-11-30' },
    },
    'POST /api/admin/staff/:id/role': { params: { id: UNKNOWN_ID }, json: { role: 'sales' } },
    'POST /api/staff-invitations/view': { json: { token: 'A'.repeat(43) }, anonymous: true },
    'POST /api/staff-invitations/accept': {
      json: { token: 'A'.repeat(43), password: 'kata sandi yang panjang' },
      anonymous: true,
    },
    'PUT /api/admin/registrations/:id/documents/:field': {
      params: { ...registration, field: 'ktp' },
      json: {
        uploadDraft: fixtures.replacementUpload.token,
        upload: fixtures.replacementUpload.id,
      },
    },
  };
}
