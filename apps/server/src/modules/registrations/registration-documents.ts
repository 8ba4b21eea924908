import {
  DOCUMENT_FIELDS,
  documentByField,
  type DocumentField,
  type RegistrationDocument,
} from '@toko/contracts';
import { documentKeyColumn } from '../stored-files/stored-file-columns';
import { EXTENSION_OF_TYPE } from '../uploads/checks/upload-rules';
import type { RegistrationRow } from './live-registrations';

const TYPE_OF_EXTENSION = new Map(
  Object.entries(EXTENSION_OF_TYPE).map(([type, extension]) => [extension, type]),
);

/**
 * What the detail shows of a stored document, and the name it downloads as: the name the file
 * had at upload (sanitised), and the type its key's extension, chosen from the bytes, stands for.
 */
export function documentOf(
  row: RegistrationRow,
  field: DocumentField,
): RegistrationDocument | null {
  const key = row[documentKeyColumn(field)];
  if (!key) return null;
  const extension = key.slice(key.lastIndexOf('.') + 1);
  // Rows from before names were kept (and seeded ones): the document's folder name, e.g.
  // `selfie-ktp.jpg`, tells an admin what the file is, where the key's UUID name would say nothing.
  const fileName =
    row.documentNames[field] ?? `${documentByField(field).storageFolder}.${extension}`;
  return {
    fileName,
    contentType: TYPE_OF_EXTENSION.get(extension) ?? 'application/octet-stream',
  };
}

export function documentsOf(
  row: RegistrationRow,
): Record<DocumentField, RegistrationDocument | null> {
  return Object.fromEntries(
    DOCUMENT_FIELDS.map((field) => [field, documentOf(row, field)]),
  ) as Record<DocumentField, RegistrationDocument | null>;
}
