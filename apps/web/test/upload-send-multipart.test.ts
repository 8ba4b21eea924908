import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import {
  createIdempotencyKey,
  forgetSessionIdempotencyKey,
  sessionIdempotencyKey,
} from '../src/lib/upload/idempotency-key';
import { toFormData } from '../src/lib/upload/multipart-request';
import { sendMultipart } from '../src/lib/upload/send-multipart';

/** Just enough of XMLHttpRequest to watch what sendMultipart does with it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

function fakeXhr() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const proof = new File(['%PDF-1.4'], 'bukti.pdf', { type: 'application/pdf' });

describe('toFormData', () => {
  it('puts the JSON first as a text field, then the named files, leaving out empty ones', () => {
    const form = toFormData({
      json: { name: 'order', value: { paymentMethod: 'qris' } },
      files: { proof, npwp: null, bank_cert: undefined },
    });
    const entries: [string, FormDataEntryValue][] = [];
    form.forEach((value, name) => entries.push([name, value]));
    expect(entries.map(([name]) => name)).toEqual(['order', 'proof']);
    expect(entries[0]?.[1]).toBe('{"paymentMethod":"qris"}');
    expect(entries[1]?.[1]).toBeInstanceOf(File);
    expect((entries[1]?.[1] as File).name).toBe('bukti.pdf');
  });
});

describe('sendMultipart', () => {
  it('sends one request with Accept JSON and the idempotency key, and reports progress', async () => {
    fakeXhr();
    const progress: number[] = [];
    const sent = sendMultipart(
      { url: '/api/orders', files: { proof }, idempotencyKey: 'kunci-123456' },
      { onProgress: (percent) => progress.push(percent), parse: (data) => data as { id: string } },
    );
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/orders');
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'Idempotency-Key': 'kunci-123456' });
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(201, { id: 'o1' });
    await expect(sent).resolves.toEqual({ id: 'o1' });
    expect(progress).toEqual([25, 100]);
  });

  it("maps an error answer like apiRequest: the server's code, message, fields and Retry-After", async () => {
    fakeXhr();
    const sent = sendMultipart({ url: '/api/registrations', method: 'POST', files: {} });
    const error = {
      code: 'validation_failed',
      message: 'Data tidak valid',
      fields: { nik: 'Wajib' },
    };
    FakeXhr.last.answer(400, { error }, { 'retry-after': '60' });
    const failure = await sent.catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, ...error, retryAfterSeconds: 60 });
  });

  it('turns an answer that breaks its contract into invalid_response', async () => {
    fakeXhr();
    const sent = sendMultipart(
      { url: '/api/orders', method: 'PUT', files: {} },
      {
        parse: () => {
          throw new Error('bad');
        },
      },
    );
    expect(FakeXhr.last.method).toBe('PUT');
    FakeXhr.last.answer(200, { unexpected: true });
    await expect(sent).rejects.toMatchObject({ code: 'invalid_response', status: 200 });
  });

  it('reports no answer at all as network_error in Indonesian', async () => {
    fakeXhr();
    const sent = sendMultipart({ url: '/api/orders', files: {} });
    FakeXhr.last.onerror?.();
    await expect(sent).rejects.toMatchObject({
      code: 'network_error',
      status: 0,
      message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
    });
  });

  it('aborts with an AbortError, also when the signal was aborted before sending', async () => {
    fakeXhr();
    const controller = new AbortController();
    const sent = sendMultipart({ url: '/api/orders', files: {} }, { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    await expect(
      sendMultipart({ url: '/x', files: {} }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('idempotency keys', () => {
  it('creates 22 URL-safe characters, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('keeps one key per submission name in sessionStorage', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    const first = sessionIdempotencyKey('checkout');
    expect(sessionIdempotencyKey('checkout')).toBe(first);
    expect(sessionIdempotencyKey('registration')).not.toBe(first);
    forgetSessionIdempotencyKey('checkout');
    expect(sessionIdempotencyKey('checkout')).not.toBe(first);
  });
});
