import type { TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { orderRequest, originOf, validOrder } from '../orders/order-requests';
import { jpegBytes } from '../uploads/sample-files';
import { checkoutDraft, idOf, replacementDraft, sendWithTus } from '../uploads/tus-client';
import {
  registrationRequest,
  uploadDocuments,
  validRegistration,
} from '../registrations/registration-requests';
import type { FuzzSession } from './fuzz-request';
import type { FuzzFixtures } from './route-templates';

/** An admin session, an order, a sign-up and a signed file link, all made through the API. */
export async function createFuzzFixtures(
  testApp: TestApp,
): Promise<{ fixtures: FuzzFixtures; session: FuzzSession }> {
  const { app } = testApp;
  const adminCookie = await loginAs(app, await createUser(testApp.deps));
  const reusedKey = 'fuzz-reused-key-0001';
  const order = (
    await app.inject(await orderRequest(app, validOrder(), { key: reusedKey }))
  ).json();
  const registration = (
    await app.inject(await registrationRequest(app, validRegistration()))
  ).json();
  const registrationDocuments = await uploadDocuments(app);
  const origin = await originOf(app);
  const upload = async (token: string, slot: string, headers: Record<string, string> = {}) => {
    const sent = await sendWithTus(origin, token, jpegBytes(), {
      headers,
      metadata: { slot, filename: `${slot}.jpg` },
    });
    return { token, id: idOf(sent.url) };
  };
  const proofUpload = await upload(await checkoutDraft(testApp), 'proof');
  const replacementUpload = await upload(
    await replacementDraft(testApp, adminCookie, registration.id),
    'ktp',
    { cookie: adminCookie },
  );
  const proof = await app.inject({
    url: `/api/admin/orders/${order.id}/proof`,
    headers: { cookie: adminCookie },
  });
  const link = new URL(proof.json().url, 'http://localhost');
  return {
    session: { adminCookie, reusedKey },
    fixtures: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      registrationId: registration.id,
      proofUpload,
      replacementUpload,
      registrationDocuments,
      signedFile: {
        key: decodeURIComponent(link.pathname.replace('/api/files/', '')),
        query: Object.fromEntries(link.searchParams),
      },
    },
  };
}
