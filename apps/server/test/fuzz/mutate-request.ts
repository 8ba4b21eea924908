import { METHODS } from 'node:http';
import fc from 'fast-check';
import type { InjectOptions } from 'light-my-request';

/**
 * Changes to a whole request rather than to its data: its method, the spelling and length of
 * its URL, and headers a proxy, an old phone browser or a probe sends. Such a request often
 * reaches no route at all, and is answered by the router, the URL parser or a guard.
 */
export type RequestMutation =
  | { kind: 'method'; method: string }
  | { kind: 'path'; change: (typeof PATH_CHANGES)[number] }
  | { kind: 'longPath'; length: number }
  | { kind: 'header'; name: string; value: string };

const PATH_CHANGES = [
  'doubleSlashes',
  'trailingSlash',
  'dotSegment',
  'encodedDotSegment',
  'backslashes',
  'upperCase',
  'encodedSlash',
  'matrixParameter',
  'emptyQuery',
  'rawUnicode',
] as const;

// What light-my-request accepts: Node's own list (PROPFIND, MKCOL, SEARCH, …).
const ANY_METHOD = METHODS.filter((method) => method !== 'CONNECT');

const HEADER_CHANGES: fc.Arbitrary<{ name: string; value: string }> = fc.oneof(
  fc.constantFrom(
    { name: 'host', value: 'evil.example' },
    { name: 'host', value: 'localhost:99999' },
    { name: 'host', value: '' },
    { name: 'x-forwarded-for', value: '1.2.3.4, , garbage, ::1' },
    { name: 'x-forwarded-host', value: 'evil.example' },
    { name: 'x-forwarded-proto', value: 'gopher' },
    { name: 'origin', value: 'null' },
    { name: 'origin', value: 'http://evil.example' },
    { name: 'sec-fetch-site', value: 'cross-site' },
    { name: 'accept-encoding', value: 'br;q=2, *;q=-1, gzip;q=x' },
    { name: 'accept', value: 'text/html;q=0, */*;q=abc' },
    { name: 'if-none-match', value: '"' },
    { name: 'if-modified-since', value: 'gestern' },
    { name: 'range', value: 'bytes=999999999-1' },
    { name: 'content-encoding', value: 'gzip' },
    { name: 'content-type', value: 'application/json; charset=latin1' },
    { name: 'content-type', value: '' },
    { name: 'cookie', value: 'toko_session=; toko_session=x; =;;' },
    { name: 'authorization', value: 'Bearer x' },
  ),
  fc
    .record({
      name: fc.constantFrom('cookie', 'user-agent', 'x-request-id'),
      length: fc.nat(12_000),
    })
    .map(({ name, length }) => ({ name, value: 'a'.repeat(length) })),
);

export const requestMutation: fc.Arbitrary<RequestMutation> = fc.oneof(
  fc.constantFrom(...ANY_METHOD).map((method) => ({ kind: 'method' as const, method })),
  fc.constantFrom(...PATH_CHANGES).map((change) => ({ kind: 'path' as const, change })),
  fc.nat({ max: 8000 }).map((length) => ({ kind: 'longPath' as const, length })),
  HEADER_CHANGES.map((header) => ({ kind: 'header' as const, ...header })),
);

function changePath(path: string, change: (typeof PATH_CHANGES)[number]): string {
  switch (change) {
    case 'doubleSlashes':
      return path.replaceAll('/', '//');
    case 'trailingSlash':
      return `${path}/`;
    case 'dotSegment':
      return `${path}/../${path.split('/').at(-1)}`;
    case 'encodedDotSegment':
      return `${path}/%2e%2e/x`;
    case 'backslashes':
      return path.replaceAll('/', '\\');
    case 'upperCase':
      return path.toUpperCase();
    case 'encodedSlash':
      return path.replace(/\/(?=[^/]*$)/, '%2F');
    case 'matrixParameter':
      return `${path};jsessionid=1`;
    case 'emptyQuery':
      return `${path}?&&=&`;
    case 'rawUnicode':
      return `${path}/ü€😀`;
  }
}

/** `request` with one whole-request change applied (the request itself is not touched). */
export function mutateRequest(request: InjectOptions, mutation: RequestMutation): InjectOptions {
  const url = String(request.url);
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  switch (mutation.kind) {
    case 'method':
      return { ...request, method: mutation.method as InjectOptions['method'] };
    case 'path':
      return { ...request, url: changePath(path, mutation.change) + query };
    case 'longPath':
      return { ...request, url: `${path}/${'a'.repeat(mutation.length)}${query}` };
    case 'header':
      return {
        ...request,
        headers: { ...(request.headers as object), [mutation.name]: mutation.value },
      };
  }
}
