const MAX_NAME_LENGTH = 100;
const FALLBACK_NAME = 'file';

/**
 * A user's file name made safe to offer as a download name (docs/product.md, "Private files"):
 * lowercased, runs of anything but word characters, dots and hyphens become `_`, no directory
 * part and no leading dot; long names keep their extension.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .toLowerCase()
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '');
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned || FALLBACK_NAME;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** The name a file is downloaded as when nobody gave one: the last segment of its key. */
export function fileNameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}
