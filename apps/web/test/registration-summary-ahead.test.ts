import type { RegistrationSummary } from '@toko/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askRegistrationSummaryAhead,
  getRegistrationSummary,
} from '../src/features/registration/api/get-registration-summary';

const SUMMARY: RegistrationSummary = {
  code: 'REG-20261128-ABC123',
  fullName: 'Budi Santoso',
  email: 'budi@contoh.co.id',
  phone: '081234567890',
  storeName: 'Toko Berkah',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  createdAt: '2026-11-28T10:00:00.000Z',
};

function serveSummaries() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(SUMMARY), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('a new sign-up summary asked for ahead of its page', () => {
  it('answers the success page once for that id, without a second round trip', async () => {
    const fetchMock = serveSummaries();
    askRegistrationSummaryAhead('id-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getRegistrationSummary('id-1')).resolves.toEqual(SUMMARY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/registrations/id-1/summary', expect.anything());
  });

  it('serves once: the page asked again (a reload) gets a new answer', async () => {
    const fetchMock = serveSummaries();
    askRegistrationSummaryAhead('id-2');
    await getRegistrationSummary('id-2');
    await getRegistrationSummary('id-2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not given for another id', async () => {
    const fetchMock = serveSummaries();
    askRegistrationSummaryAhead('id-3');
    await getRegistrationSummary('id-4');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/registrations/id-4/summary',
      expect.anything(),
    );
  });
});
