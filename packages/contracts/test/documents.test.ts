import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_FIELDS,
  DOCUMENTS,
  documentAuditField,
  documentFieldSchema,
  REGISTRATION_FILE_FIELDS,
} from '../src/documents';
import { adminRegistrationMessages } from '../src/messages/admin-registrations';
import { registrationMessages } from '../src/messages/registration';

describe('the documents table', () => {
  it('holds the eight documents in the admin detail’s order, each name unique', () => {
    expect(DOCUMENT_FIELDS).toEqual([
      'ktp',
      'kk',
      'selfie_ktp',
      'npwp',
      'bank_cert',
      'store_photo_out',
      'store_photo_in',
      'signature',
    ]);
    for (const name of ['field', 'formName', 'keyColumn', 'storageFolder'] as const) {
      expect(new Set(DOCUMENTS.map((document) => document[name])).size, name).toBe(8);
    }
  });

  it('spells each name by one rule: snake field, camel form name, Key column, kebab folder', () => {
    for (const { field, formName, keyColumn, storageFolder } of DOCUMENTS) {
      const words = field.split('_');
      const camel =
        words[0] +
        words
          .slice(1)
          .map((w) => w[0]!.toUpperCase() + w.slice(1))
          .join('');
      expect(formName).toBe(camel);
      expect(keyColumn).toBe(`${camel}Key`);
      expect(storageFolder).toBe(words.join('-'));
      expect(documentAuditField(field)).toBe(`${field}_url`);
    }
  });

  it('derives the API enum and the upload slot names, and every document has both labels', () => {
    expect(documentFieldSchema.options).toEqual([...DOCUMENT_FIELDS]);
    expect(REGISTRATION_FILE_FIELDS).toHaveLength(8);
    for (const { field, formName } of DOCUMENTS) {
      expect(Object.keys(adminRegistrationMessages)).toContain(
        `admin.registration.document.${field}`,
      );
      // The signature is drawn on a pad with its own heading, not picked as a file.
      if (field !== 'signature') {
        expect(Object.keys(registrationMessages)).toContain(`registration.field.${formName}`);
      }
    }
  });
});
