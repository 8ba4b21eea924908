import {
  ADMIN_REPLACEMENT_EXTENSIONS,
  ADMIN_REPLACEMENT_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  PROOF_EXTENSIONS,
  PROOF_MIME_TYPES,
  REGISTRATION_DOCUMENT_MIME_TYPES,
} from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  fileSizeError,
  fileTypeError,
  imageAcceptAttribute,
  type UploadRules,
} from '../src/lib/upload/file-rules';

const checkout: UploadRules = {
  mimeTypes: PROOF_MIME_TYPES,
  extensions: PROOF_EXTENSIONS,
  messages: {
    type: 'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    size: 'File terlalu besar (maksimal 10MB).',
  },
};
const signUp: UploadRules = {
  mimeTypes: REGISTRATION_DOCUMENT_MIME_TYPES,
  extensions: PROOF_EXTENSIONS,
  messages: {
    type: 'Hanya file JPG, PNG, atau PDF yang diizinkan',
    size: 'Ukuran file maksimal 10 MB',
  },
};
const admin: UploadRules = {
  mimeTypes: ADMIN_REPLACEMENT_MIME_TYPES,
  extensions: ADMIN_REPLACEMENT_EXTENSIONS,
  messages: {
    type: 'Tipe file tidak didukung. Gunakan JPG, PNG, WEBP, atau PDF.',
    size: 'Ukuran file melebihi 10MB',
  },
};

describe('fileTypeError', () => {
  it.each([
    ['bukti.jpg', 'image/jpeg'],
    ['BUKTI.JPEG', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['mutasi.pdf', 'application/pdf'],
    ['foto.jpg', 'image/jpg'],
    ['foto.jpg', 'image/pjpeg'],
  ])('accepts %s (%s)', (name, type) => {
    expect(fileTypeError({ name, type }, checkout)).toBeUndefined();
  });

  it('accepts a file whose phone reports no type when its extension is allowed', () => {
    expect(fileTypeError({ name: 'IMG_0001.JPG', type: '' }, checkout)).toBeUndefined();
    expect(fileTypeError({ name: 'ktp.pdf', type: 'application/octet-stream' }, signUp)).toBe(
      undefined,
    );
  });

  it('accepts an allowed type without an extension', () => {
    expect(fileTypeError({ name: 'scan', type: 'application/pdf' }, checkout)).toBeUndefined();
  });

  it.each([
    ['foto.heic', 'image/heic'],
    ['foto.heic', ''],
    ['surat.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['foto.jpg', 'image/heic'],
    ['trik.exe.jpg', 'application/x-msdownload'],
    ['program.exe', 'image/jpeg'],
    ['tanpa-nama', ''],
  ])("refuses %s (%s) with each screen's own message", (name, type) => {
    expect(fileTypeError({ name, type }, checkout)).toBe(
      'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    );
    expect(fileTypeError({ name, type }, signUp)).toBe(
      'Hanya file JPG, PNG, atau PDF yang diizinkan',
    );
    expect(fileTypeError({ name, type }, admin)).toBe(
      'Tipe file tidak didukung. Gunakan JPG, PNG, WEBP, atau PDF.',
    );
  });

  it('allows WEBP only for the admin replacement', () => {
    const webp = { name: 'toko.webp', type: 'image/webp' };
    expect(fileTypeError(webp, admin)).toBeUndefined();
    expect(fileTypeError(webp, checkout)).toBe(checkout.messages.type);
    expect(fileTypeError({ name: 'toko.webp', type: '' }, signUp)).toBe(signUp.messages.type);
  });
});

describe('fileSizeError', () => {
  it('accepts exactly 10 MiB and refuses one byte more, with the screen message', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    for (const rules of [checkout, signUp, admin]) {
      expect(fileSizeError(MAX_UPLOAD_BYTES, rules)).toBeUndefined();
      expect(fileSizeError(MAX_UPLOAD_BYTES + 1, rules)).toBe(rules.messages.size);
    }
    expect(fileSizeError(MAX_UPLOAD_BYTES + 1, checkout)).toBe(
      'File terlalu besar (maksimal 10MB).',
    );
    expect(fileSizeError(MAX_UPLOAD_BYTES + 1, signUp)).toBe('Ukuran file maksimal 10 MB');
    expect(fileSizeError(MAX_UPLOAD_BYTES + 1, admin)).toBe('Ukuran file melebihi 10MB');
  });

  it('honours a smaller limit of the caller', () => {
    expect(fileSizeError(1001, { ...checkout, maxBytes: 1000 })).toBe(checkout.messages.size);
  });
});

describe('accept attributes', () => {
  it('lists the types and the extensions, and only image types for the camera', () => {
    expect(acceptAttribute(checkout)).toBe(
      'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf',
    );
    expect(imageAcceptAttribute(admin)).toBe('image/jpeg,image/png,image/webp');
  });
});
