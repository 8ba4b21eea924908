import { describe, expect, it } from 'vitest';
import {
  firstStep1Problem,
  type Step1Attachments,
  type Step1Values,
} from '../src/registration-step1';

const valid: Step1Values = {
  fullName: 'Budi Santoso',
  email: 'budi@example.id',
  phone: '0812-3456-7890',
  phoneAlt: '',
  address: 'Jl. Merdeka No. 10',
  province: 'DKI JAKARTA',
  city: 'KOTA JAKARTA PUSAT',
  district: 'GAMBIR',
  village: 'GAMBIR',
  postalCode: '10110',
  ktpNumber: '3171011505900001',
  bankName: '',
  bankHolder: '',
  bankAccount: '',
};
const files: Step1Attachments = { ktp: true, kk: true, selfieKtp: true, signature: true };
const problem = (change: Partial<Step1Values>, attachments: Partial<Step1Attachments> = {}) =>
  firstStep1Problem({ ...valid, ...change }, { ...files, ...attachments })?.message ?? null;

describe('sign-up step 1, rules in order', () => {
  it('accepts a complete form', () => {
    expect(problem({})).toBeNull();
    expect(problem({ bankName: 'BCA', bankHolder: 'Budi', bankAccount: '1234567890' })).toBeNull();
  });

  it('1: full name of 3 to 80 characters', () => {
    const message = 'Nama lengkap harus 3-80 karakter';
    expect(problem({ fullName: 'Bu' })).toBe(message);
    expect(problem({ fullName: 'Bud' })).toBeNull();
    expect(problem({ fullName: 'a'.repeat(80) })).toBeNull();
    expect(problem({ fullName: 'a'.repeat(81) })).toBe(message);
  });

  it('2: email', () => {
    expect(problem({ email: 'budi@' })).toBe('Email tidak valid');
    expect(problem({ email: '  BUDI@Example.ID ' })).toBeNull();
  });

  it('3 and 4: phone and alternate phone', () => {
    expect(problem({ phone: ' ' })).toBe('Nomor telepon wajib diisi');
    expect(problem({ phone: '081234567' })).toBe(
      'Nomor telepon tidak valid. Gunakan format 08… (10–15 digit) atau +62…',
    );
    expect(problem({ phone: '+62 812 3456 7890' })).toBeNull();
    expect(problem({ phoneAlt: '12345' })).toBe('Nomor telepon alternatif tidak valid...');
    expect(problem({ phoneAlt: '0812/3456/7890' })).toBeNull();
  });

  it('5 to 8: address, regions, postal code, NIK', () => {
    expect(problem({ address: 'Jl. Satu ' })).toBe('Alamat lengkap minimal 10 karakter');
    expect(problem({ address: 'Jl. Satu 1' })).toBeNull();
    expect(problem({ province: ' AB ' })).toBe('Provinsi minimal 3 karakter');
    expect(problem({ village: 'AB' })).toBe('Desa/Kelurahan minimal 3 karakter');
    expect(problem({ postalCode: '1011' })).toBe('Kode pos harus tepat 5 digit angka.');
    expect(problem({ postalCode: '101100' })).toBe('Kode pos harus tepat 5 digit angka.');
    expect(problem({ ktpNumber: '' })).toBe('Nomor KTP wajib diisi.');
    expect(problem({ ktpNumber: '317101150590000' })).toBe('Nomor KTP harus tepat 16 digit angka.');
    expect(problem({ ktpNumber: '3171013201900001' })).toBe(
      'Nomor KTP tidak valid: digit ke-7 sampai ke-12 harus tanggal lahir (HHBBTT).',
    );
  });

  it('9 to 11: documents, signature, bank', () => {
    const documents = 'Foto KTP, KK, dan Selfie dengan KTP wajib diunggah';
    expect(problem({}, { ktp: false })).toBe(documents);
    expect(problem({}, { kk: false })).toBe(documents);
    expect(problem({}, { selfieKtp: false })).toBe(documents);
    expect(problem({}, { signature: false })).toBe('Tanda tangan digital wajib diisi');
    expect(problem({ bankName: 'BCA' })).toBe(
      'Jika mengisi informasi bank, semua field bank harus diisi',
    );
    expect(problem({ bankName: 'BCA', bankHolder: 'Budi', bankAccount: '12-34' })).toBe(
      'Nomor rekening harus berupa angka',
    );
  });

  it('reports the first broken rule only', () => {
    expect(problem({ fullName: 'B', email: 'x', phone: '' }, { signature: false })).toBe(
      'Nama lengkap harus 3-80 karakter',
    );
    expect(problem({ postalCode: '1', ktpNumber: '' }, { ktp: false })).toBe(
      'Kode pos harus tepat 5 digit angka.',
    );
    expect(problem({ bankName: 'BCA' }, { signature: false })).toBe(
      'Tanda tangan digital wajib diisi',
    );
  });
});
