import { randomInt } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { reportFigure } from '../helpers/report-figure';
import { createUser } from '../helpers/users';
import { orderRequest, validOrder } from '../orders/order-requests';
import {
  ALL_FILES,
  registrationRequest,
  validRegistration,
} from '../registrations/registration-requests';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** Values of this run only, so a hit in the log can only come from the flow below. */
function secretsOfThisRun() {
  const phone = `0812${digits(8)}`;
  return {
    nik: `317101150590${digits(4)}`,
    bankAccount: `88${digits(11)}`,
    newBankAccount: `77${digits(11)}`,
    phone,
    phoneDigits: phone.slice(1),
    keeperPhone: `0813${digits(8)}`,
    buyerEmail: `pembeli.${digits(6)}@contoh.co.id`,
    agentEmail: `agen.${digits(6)}@contoh.co.id`,
    fullName: `Ratna Kusuma${letters(8)}`,
    fileContent: `ISI-BERKAS-RAHASIA-${digits(10)}`,
    wrongPassword: `salah-${digits(10)}`,
  };
}

/**
 * A checkout, a sign-up and a whole admin session against an app logging as production does
 * (`logOptions`), every line captured; no line may hold any personal value, credential or link.
 */
describe.each(['trace', 'info'] as const)('the logs at level %s', (level) => {
  it('hold no NIK, account number, password, token, signed link, phone, e-mail or file content', async () => {
    const testApp: TestApp = await createTestApp({ config: { logLevel: level } });
    const lines = testApp.logLines;
    const secrets = secretsOfThisRun();
    const found: Record<string, string> = {
      nik: secrets.nik,
      'bank account': secrets.bankAccount,
      'edited bank account': secrets.newBankAccount,
      phone: secrets.phoneDigits,
      'keeper phone': secrets.keeperPhone.slice(1),
      'buyer e-mail': secrets.buyerEmail,
      'agent e-mail': secrets.agentEmail,
      'full name': secrets.fullName,
      'file content': secrets.fileContent,
      'wrong password': secrets.wrongPassword,
    };
    const inject = testApp.app.inject.bind(testApp.app);
    const document = Buffer.from(`%PDF-1.7\n% ${secrets.fileContent}\n%%EOF\n`);

    const order = await inject(
      await orderRequest(
        testApp.app,
        validOrder({
          buyer: {
            ...validOrder().buyer,
            phone: secrets.phone,
            email: secrets.buyerEmail,
            name: secrets.fullName,
          },
        }),
        { proof: Buffer.concat([ALL_FILES.ktp.content, Buffer.from(secrets.fileContent)]) },
      ),
    );
    const registration = await inject(
      await registrationRequest(
        testApp.app,
        validRegistration({
          fullName: secrets.fullName,
          email: secrets.agentEmail,
          phone: secrets.phone,
          ktpNumber: secrets.nik,
          bankName: 'BCA',
          bankHolder: secrets.fullName,
          bankAccount: secrets.bankAccount,
          storeKeeperPhone: secrets.keeperPhone,
        }),
        {
          files: {
            kk: { fileName: `kk ${secrets.nik}.pdf`, type: 'application/pdf', content: document },
          },
        },
      ),
    );
    expect(order.statusCode, order.body).toBe(201);
    expect(registration.statusCode, registration.body).toBe(201);
    const orderId = order.json().id;
    const registrationId = registration.json().id;

    const admin = await createUser(testApp.deps, { email: `admin.${digits(6)}@contoh.co.id` });
    found['admin password'] = admin.password;
    found['admin e-mail'] = admin.email;
    const refused = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: secrets.wrongPassword },
    });
    expect(refused.statusCode).toBe(401);
    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    const token = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME)!.value;
    found['session token'] = token;
    const cookie = `${SESSION_COOKIE_NAME}=${token}`;
    const call = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) => {
      const response = await inject({ method, url, headers: { cookie }, payload });
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
      return response;
    };

    await call('GET', `/api/admin/registrations?q=${secrets.nik}`);
    await call('GET', `/api/admin/registrations?q=${encodeURIComponent(secrets.phone)}`);
    await call('GET', `/api/admin/orders?q=${encodeURIComponent(secrets.phone)}`);
    await call('GET', `/api/admin/orders?q=${encodeURIComponent(secrets.buyerEmail)}`);
    await call('GET', `/api/admin/registrations/${registrationId}`);
    await call('GET', `/api/admin/orders/${orderId}`);
    for (const path of [
      `/api/admin/registrations/${registrationId}/documents/kk?purpose=download`,
      `/api/admin/orders/${orderId}/proof`,
    ]) {
      const url: string = (await call('GET', path)).json().url;
      const signed = new URL(url, 'http://localhost');
      found[`signature (${path.split('/')[3]})`] = signed.searchParams.get('sig')!;
      found[`signed query (${path.split('/')[3]})`] = signed.search.slice(1);
      const file = await call('GET', url);
      expect(file.rawPayload.includes(secrets.fileContent)).toBe(true);
    }
    await call('PATCH', `/api/admin/registrations/${registrationId}`, {
      bank_account: secrets.newBankAccount,
      notes: `Rekening lama ${secrets.bankAccount}`,
    });
    await call('GET', '/api/admin/registrations/export.csv');
    await call('GET', '/api/admin/orders/export.csv');
    await call('POST', '/api/auth/logout');
    await testApp.close();

    const leaks = lines.flatMap((line) =>
      Object.entries(found)
        .filter(([, value]) => line.toLowerCase().includes(value.toLowerCase()))
        .map(([name]) => `${name}: ${line.slice(0, 200)}`),
    );
    reportFigure(
      `log level ${level}: ${lines.length} lines checked for ${Object.keys(found).length} values, ${leaks.length} leaks`,
    );
    expect(lines.length).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
  });
});
