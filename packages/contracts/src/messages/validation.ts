/**
 * Field messages for rules that carry no message of their own (zod's defaults): filled in by
 * `configureZodMessages`, so a form or an API answer never shows zod's English.
 */
export const validationMessages = {
  'validation.required': 'Wajib diisi',
  'validation.invalidType': 'Harus berupa {type}',
  'validation.tooShort': 'Minimal {minimum} karakter',
  'validation.exactLength': 'Harus tepat {length} karakter',
  'validation.tooLong': 'Maksimal {maximum} karakter',
  'validation.atLeast': 'Minimal {minimum}',
  'validation.atMost': 'Maksimal {maximum}',
  'validation.greaterThan': 'Harus lebih dari {minimum}',
  'validation.lessThan': 'Harus kurang dari {maximum}',
  'validation.tooFewItems': 'Pilih minimal {minimum}',
  'validation.tooManyItems': 'Maksimal {maximum} pilihan',
  'validation.invalidChoice': 'Pilihan tidak valid',
  'validation.invalidEmail': 'Email tidak valid',
  'validation.controlCharacters': 'Berisi karakter yang tidak bisa disimpan; ketik ulang isian ini',
  'validation.type.string': 'teks',
  'validation.type.number': 'angka',
  'validation.type.boolean': 'ya atau tidak',
  'validation.type.array': 'daftar',
  'validation.type.object': 'data',
  'validation.type.date': 'tanggal',
} as const;
