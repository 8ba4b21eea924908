/** What one upload slot (a form's file field) accepts. */
export type FileRule = {
  /** MIME types accepted, judged by the file's bytes (packages/contracts limits). */
  types: readonly string[];
  /** Storage folder for this field, e.g. `payment-proofs` or `registrations/<id>/ktp`. */
  keyPrefix: string;
  /** Set for a field the request must carry: the message shown when it is missing. */
  requiredMessage?: string;
  /** The screen's own wording; the error catalogue's texts otherwise. */
  messages?: { type?: string; size?: string };
};

/** The file extension our keys and download names carry for each type we accept. */
export const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * A download name with the extension of the type the bytes showed, not the one the user gave.
 * Dots left inside the name become `_`, so no second extension survives (`x.php.jpg` → `x_php.jpg`).
 */
export function downloadNameFor(sanitisedName: string, type: string): string {
  const extension = EXTENSION_OF_TYPE[type] ?? 'bin';
  const base = sanitisedName.replace(/\.[a-z0-9]{1,10}$/, '').replaceAll('.', '_') || 'file';
  return `${base}.${extension}`;
}
