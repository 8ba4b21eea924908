/** One multipart submission: a JSON part and named files, sent as a single request. */
export type MultipartRequest = {
  url: string;
  method?: 'POST' | 'PUT';
  /**
   * Sent first, as a text field holding JSON (a text field, not a file part), so the server can
   * validate the data before any file arrives.
   */
  json?: { name: string; value: unknown };
  /** Field name → file; empty entries are left out (optional documents). */
  files: Readonly<Record<string, File | null | undefined>>;
  /** The same key on every retry of one submission lets the server answer it only once. */
  idempotencyKey?: string;
};

export function toFormData(request: Pick<MultipartRequest, 'json' | 'files'>): FormData {
  const form = new FormData();
  if (request.json) form.append(request.json.name, JSON.stringify(request.json.value));
  for (const [name, file] of Object.entries(request.files)) {
    if (file) form.append(name, file, file.name);
  }
  return form;
}
