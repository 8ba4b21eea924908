import { describe, expect, it } from 'vitest';
import { firstStep2Problem, mapCoordinates, type Step2Values } from '../src/registration-step2';

const valid: Step2Values = {
  storeName: 'Toko Makmur',
  gmapAddress: '',
  gmapLat: '',
  gmapLng: '',
  receiptAddress: 'Jl. Merdeka 10',
  storeKeeper: 'Siti',
  storeKeeperPhone: '081234567890',
  orderState: 'new',
};
const problem = (change: Partial<Step2Values>, photos = { out: true, in: true }) =>
  firstStep2Problem({ ...valid, ...change }, photos)?.message ?? null;

describe('sign-up step 2', () => {
  it('requires every text field, then both photos, then a 10-15 digit keeper phone', () => {
    expect(problem({})).toBeNull();
    expect(problem({ storeName: ' ' })).toBe('Semua field wajib diisi');
    expect(problem({ storeKeeper: '' }, { out: false, in: true })).toBe('Semua field wajib diisi');
    expect(problem({}, { out: true, in: false })).toBe('Foto toko wajib diunggah');
    expect(problem({ storeKeeperPhone: '081234567' })).toBe(
      'Nomor telepon penjaga harus 10-15 digit',
    );
    expect(problem({ storeKeeperPhone: '0812345678' })).toBeNull();
    expect(problem({ storeKeeperPhone: '081234567890123' })).toBeNull();
    expect(problem({ storeKeeperPhone: '0812345678901234' })).toBe(
      'Nomor telepon penjaga harus 10-15 digit',
    );
    expect(problem({ orderState: 'maybe' })).toBe('Semua field wajib diisi');
  });

  it('sends coordinates only when both are numbers', () => {
    expect(mapCoordinates('-6.1754', '106.8272')).toEqual({ lat: -6.1754, lng: 106.8272 });
    expect(mapCoordinates('-6.1754', '')).toEqual({ lat: null, lng: null });
    expect(mapCoordinates('abc', '106.8')).toEqual({ lat: null, lng: null });
  });
});
