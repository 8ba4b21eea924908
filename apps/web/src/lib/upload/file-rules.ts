import { MAX_UPLOAD_BYTES } from '@toko/contracts';

/**
 * What one screen accepts and what it says otherwise: the lists come from
 * `@toko/contracts` limits, the two messages from that screen's own catalogue.
 */
export type UploadRules = {
  mimeTypes: readonly string[];
  /** Lower case with the dot: `.jpg`. */
  extensions: readonly string[];
  /** Defaults to MAX_UPLOAD_BYTES (10 MiB), checked on the file that will be sent. */
  maxBytes?: number;
  /** A photo's long edge once shrunk: TARGET_LONG_EDGE (lib/upload/fit-within.ts) by default. */
  longEdge?: number;
  messages: { type: string; size: string };
};

/** Browsers and phones spell a few types their own way. */
const MIME_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
};

/** Types that say nothing: a phone or a file without a known extension reports one of these. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

export function isUnknownType(type: string): boolean {
  return UNKNOWN_TYPES.has(normalizeMimeType(type));
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

export function normalizeMimeType(type: string): string {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME_ALIASES[base] ?? base;
}

/**
 * A file passes when whatever it tells about itself is allowed: a known type must be in the
 * list and an extension, when there is one, too; a file that tells neither is refused. The
 * server decides on the bytes anyway; this only spares a doomed upload.
 */
export function fileTypeError(file: { name: string; type: string }, rules: UploadRules) {
  const type = normalizeMimeType(file.type);
  const extension = fileExtension(file.name);
  const typeKnown = !isUnknownType(type);
  const typeOk = !typeKnown || rules.mimeTypes.includes(type);
  const extensionOk = extension === '' || rules.extensions.includes(extension);
  const toldSomething = typeKnown || extension !== '';
  return typeOk && extensionOk && toldSomething ? undefined : rules.messages.type;
}

export function fileSizeError(size: number, rules: UploadRules): string | undefined {
  return size > (rules.maxBytes ?? MAX_UPLOAD_BYTES) ? rules.messages.size : undefined;
}

/** The `accept` attribute: types and extensions both, as some phones match only one of them. */
export function acceptAttribute(rules: Pick<UploadRules, 'mimeTypes' | 'extensions'>): string {
  return [...rules.mimeTypes, ...rules.extensions].join(',');
}

/** Only the image types, for the camera button. */
export function imageAcceptAttribute(rules: Pick<UploadRules, 'mimeTypes'>): string {
  return rules.mimeTypes.filter((type) => type.startsWith('image/')).join(',');
}
