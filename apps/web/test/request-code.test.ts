import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../src/app/route-error';
import { RequestCode } from '../src/components/ui/request-code';
import { toastDescription } from '../src/components/ui/toaster';
import { FormAlert } from '../src/features/registration/components/form-alert';
import { ApiError, apiRequest } from '../src/lib/api-client';

afterEach(() => vi.unstubAllGlobals());

/** The error `apiRequest` throws for this answer. */
async function failureOf(response: Response): Promise<ApiError> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  return apiRequest('/api/anything').then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the request id of a failed API call', () => {
  it("is read from the answer's X-Request-Id, for errors and broken answers alike", async () => {
    const refused = await failureOf(
      new Response(JSON.stringify({ error: { code: 'not_found', message: 'Tidak ditemukan' } }), {
        status: 404,
        headers: { 'x-request-id': '7KQ4XH2M9P' },
      }),
    );
    expect(refused.requestId).toBe('7KQ4XH2M9P');
    const broken = await failureOf(new Response('<html>', { status: 502 }));
    expect(broken.requestId).toBeUndefined();
  });

  it('shows as "Kode: …" under an error page, an error toast and a form alert', () => {
    const error = new ApiError({
      status: 500,
      code: 'internal_error',
      message: 'Terjadi kesalahan',
      requestId: '7KQ4XH2M9P',
    });
    const shown = [
      renderToStaticMarkup(createElement(RequestCode, { error })),
      renderToStaticMarkup(createElement(RouteError, { error })),
      renderToStaticMarkup(createElement('div', null, toastDescription('Gagal', error))),
      renderToStaticMarkup(createElement(FormAlert, { message: 'Gagal', error })),
    ].map(text);
    expect(shown[0]).toBe('Kode: 7KQ4XH2M9P');
    for (const markup of shown) expect(markup).toContain('Kode: 7KQ4XH2M9P');
  });

  it('shows nothing where the server did not answer', () => {
    const offline = new ApiError({ status: 0, code: 'network_error', message: 'Offline' });
    expect(renderToStaticMarkup(createElement(RequestCode, { error: offline }))).toBe('');
    expect(text(renderToStaticMarkup(createElement(RouteError, {})))).not.toContain('Kode');
    expect(toastDescription('Gagal', offline)).toBe('Gagal');
  });
});
