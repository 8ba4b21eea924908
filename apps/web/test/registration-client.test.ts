import { describe, expect, it } from 'vitest';
import { filterOptions } from '@/components/ui/combobox';
import { ApiError } from '@/lib/api-client';
import { registrationErrorMessage } from '@/features/registration/api/registration-error-message';
import { registrationRequest } from '@/features/registration/api/use-submit-registration';
import {
  EMPTY_STEP1,
  EMPTY_STEP2,
  readDraft,
} from '@/features/registration/draft/registration-draft';

const apiError = (options: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({
    status: 400,
    code: 'validation_failed',
    message: 'Data tidak valid.',
    ...options,
  });

describe('searching a region list', () => {
  const options = [
    { value: '32', label: 'Jawa Barat' },
    { value: '15', label: 'Jambi' },
    { value: '31', label: 'Daerah Khusus Ibukota Jakarta' },
    { value: '11', label: 'Aceh' },
  ];

  it('lists names starting with the typed text first, then names containing it, any case', () => {
    expect(filterOptions(options, ' JA').map((option) => option.value)).toEqual(['32', '15', '31']);
  });

  it('shows everything for an empty query and nothing for a name that does not exist', () => {
    expect(filterOptions(options, '  ')).toHaveLength(4);
    expect(filterOptions(options, 'bali')).toEqual([]);
  });
});

describe('what a failed sign-up says', () => {
  it('shows the server’s rate-limit message as it comes', () => {
    const limited = apiError({
      status: 429,
      code: 'too_many_registration_attempts',
      message: 'Terlalu banyak percobaan pendaftaran. Silakan coba lagi dalam 10 menit.',
    });
    expect(registrationErrorMessage(limited)).toBe(
      'Terlalu banyak percobaan pendaftaran. Silakan coba lagi dalam 10 menit.',
    );
  });

  it('names the store photo that the server refused, with the spec’s own wording', () => {
    const refused = apiError({
      fields: { storePhotoIn: 'Hanya file JPG, PNG, atau PDF yang diizinkan' },
    });
    expect(registrationErrorMessage(refused)).toBe(
      'Upload foto toko dalam gagal. Silakan pilih file JPG/PNG maks 10MB.',
    );
  });

  it('names a refused document and keeps the server’s reason', () => {
    const refused = apiError({ fields: { kk: 'Ukuran file maksimal 10 MB' } });
    expect(registrationErrorMessage(refused)).toBe(
      'Upload Foto Kartu Keluarga (KK) gagal: Ukuran file maksimal 10 MB',
    );
  });

  it('says which file was under way when the connection broke', () => {
    const dropped = apiError({
      status: 0,
      code: 'network_error',
      message: 'Tidak dapat terhubung',
    });
    expect(registrationErrorMessage(dropped, 'kk')).toBe(
      'Upload Foto Kartu Keluarga (KK) tidak lengkap',
    );
    expect(registrationErrorMessage(dropped, 'storePhotoOut')).toBe(
      'Upload foto toko luar tidak lengkap. Silakan coba lagi.',
    );
  });

  it('shows a field’s own message, else the server’s, else the spec’s fallback', () => {
    expect(registrationErrorMessage(apiError({ fields: { email: 'Email tidak valid' } }))).toBe(
      'Email tidak valid',
    );
    expect(
      registrationErrorMessage(
        apiError({ code: 'invalid_order_state', message: 'Status pemesanan tidak valid' }),
      ),
    ).toBe('Status pemesanan tidak valid');
    expect(registrationErrorMessage(apiError({ message: '' }))).toBe('Gagal mengirim pendaftaran');
  });

  it('says the registration failed when the answer carries no id, and falls back on a server fault', () => {
    const noId = apiError({
      status: 201,
      code: 'invalid_response',
      message: 'Jawaban tidak valid',
    });
    expect(registrationErrorMessage(noId)).toBe('Pendaftaran gagal, ID tidak diterima');
    const fault = apiError({ status: 500, code: 'internal_error', message: 'Terjadi kesalahan' });
    expect(registrationErrorMessage(fault)).toBe('Terjadi kesalahan saat mengirim pendaftaran');
  });
});

describe('the sign-up draft', () => {
  it('reads back what it saved', () => {
    const draft = {
      step1: {
        ...EMPTY_STEP1,
        fullName: 'Budi',
        provinceCode: '32',
        infoSource: ['Teman', 'Lainnya'],
      },
      step2: { ...EMPTY_STEP2, storeName: 'Toko', orderState: 'ordered' },
      step1Done: true,
    };
    expect(readDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  // The keys as browsers hold them today, written out: renaming a step-2 field must not drop
  // what a visitor mid-sign-up typed (issue 44 renamed the store's database and API names only).
  it('loads a draft saved by an earlier version, with its store fields', () => {
    const saved = {
      step1: { fullName: 'Budi Santoso', infoSource: ['Teman'] },
      step2: {
        storeName: 'Toko Makmur',
        receiptAddress: 'Jl. Dago 2, Bandung',
        storeKeeper: 'Sari',
        storeKeeperPhone: '081234567890',
        gmapAddress: 'https://maps.app.goo.gl/abc',
        gmapLat: '-6.9',
        gmapLng: '107.6',
        orderState: 'ordered',
      },
      step1Done: true,
    };
    expect(readDraft(JSON.parse(JSON.stringify(saved))).step2).toEqual(saved.step2);
  });

  it('drops what it does not know from an old or edited draft', () => {
    const draft = readDraft({
      step1: { fullName: 42, email: 'a@b.co', infoSource: ['Teman', 'Radio'], extra: 'x' },
      step2: { orderState: 'paid' },
      step1Done: 'yes',
    });
    expect(draft.step1).toEqual({ ...EMPTY_STEP1, email: 'a@b.co', infoSource: ['Teman'] });
    expect(draft.step2.orderState).toBe('new');
    expect(draft.step1Done).toBe(false);
    expect(readDraft(null)).toEqual({ step1: EMPTY_STEP1, step2: EMPTY_STEP2, step1Done: false });
  });

  it('sends latitude and longitude only when both are numbers', () => {
    const draft = readDraft({ step2: { gmapLat: '-6.9', gmapLng: '107.6' }, step1Done: true });
    expect(registrationRequest(draft, 'badan_usaha')).toMatchObject({
      accountType: 'badan_usaha',
      gmapLat: -6.9,
      gmapLng: 107.6,
      orderState: 'new',
    });
    const half = readDraft({ step2: { gmapLat: '-6.9', gmapLng: 'Bandung' } });
    expect(registrationRequest(half, 'perorangan')).toMatchObject({ gmapLat: null, gmapLng: null });
  });
});
