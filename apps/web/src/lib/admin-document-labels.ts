import { DOCUMENT_LABELS, type DocumentField } from '@toko/contracts';

export const documentLabel = (field: DocumentField) => DOCUMENT_LABELS[field];
