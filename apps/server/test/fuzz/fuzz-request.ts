import fc from 'fast-check';
import type { InjectOptions } from 'light-my-request';
import { multipartBody } from './fuzz-multipart';
import { jsonMutation, mutateJson } from './mutate-json';
import { mutateRequest, requestMutation, type RequestMutation } from './mutate-request';
import type { RouteEntry } from './route-list';
import type { RouteTemplate } from './route-templates';
import { PROTOTYPE_KEYS, weirdString } from './weird-values';

export type FuzzSession = { adminCookie: string; reusedKey: string };

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const BROKEN_ESCAPES = ['%', '%E0%A4%A', '%ED%A0%80', '%FF%FE', '%C0%AE%C0%AE', '%00', '%2e%2e%2f'];

const textOrBroken = fc.oneof(
  { weight: 5, arbitrary: weirdString.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
);

type QueryPair = [string, string];

const queryMutation = fc.record({
  kind: fc.constantFrom('replace', 'duplicate', 'drop', 'addKey', 'prototypeKey'),
  at: fc.nat(),
  text: textOrBroken,
});

function mutateQuery(
  pairs: QueryPair[],
  mutation: { kind: string; at: number; text: string },
): QueryPair[] {
  const index = pairs.length === 0 ? 0 : mutation.at % pairs.length;
  const pair = pairs[index];
  switch (mutation.kind) {
    case 'replace':
      return pair ? pairs.map((item, i) => (i === index ? [item[0], mutation.text] : item)) : pairs;
    case 'duplicate':
      return pair ? [...pairs, [pair[0], mutation.text]] : pairs;
    case 'drop':
      return pairs.filter((_, i) => i !== index);
    case 'addKey':
      return [...pairs, [mutation.text || 'x', mutation.text]];
    default: {
      const key = PROTOTYPE_KEYS[mutation.at % PROTOTYPE_KEYS.length]!;
      return [...pairs, [`${key}[polluted]`, '1'], ['constructor[prototype][polluted]', '1']];
    }
  }
}

function urlFor(route: RouteEntry, params: Record<string, string>, query: QueryPair[]): string {
  const path =
    route.url === '*'
      ? `/${params['*']}`
      : route.url.replace(/:(\w+)|\*/g, (whole, name?: string) => params[name ?? '*'] ?? whole);
  const search = query.map(([key, value]) => `${key}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

const paramValue = (valid: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    { weight: 2, arbitrary: textOrBroken },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..%2F..%2Fsecrets.json', `${valid}%2F..`, 'x'.repeat(5000)),
    },
  );

function paramsArbitrary(template: RouteTemplate, route: RouteEntry) {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  return fc.record(
    Object.fromEntries(
      names.map((name) => [name, paramValue(encodeSegments(template.params?.[name] ?? 'x'))]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
}

const encodeSegments = (value: string) => value.split('/').map(encode).join('/');

type Body = { payload?: string | Buffer; headers: Record<string, string> };

function jsonBody(template: RouteTemplate): fc.Arbitrary<Body> {
  const json = (text: string): Body => ({
    payload: text,
    headers: { 'content-type': 'application/json' },
  });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .array(jsonMutation, { minLength: 1, maxLength: 4 })
        .map((m) => json(JSON.stringify(mutateJson(template.json ?? {}, m)) ?? '')),
    },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .nat({ max: 40 })
        .map((cut) => json(JSON.stringify(template.json ?? {}).slice(0, cut))),
    },
    { weight: 1, arbitrary: fc.constant(json('')) },
    {
      weight: 1,
      arbitrary: fc
        .record({ depth: fc.nat({ max: 200_000 }), open: fc.constantFrom('[', '{"a":') })
        .map(({ depth, open }) =>
          json(`${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`),
        ),
    },
    { weight: 1, arbitrary: fc.constant(json(`{"a":"${'x'.repeat(1024 * 1024)}"}`)) },
    { weight: 1, arbitrary: multipartBody(template.json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'multipart/form-data',
        )
        .map((type): Body => ({ payload: 'a=1&b=2', headers: { 'content-type': type } })),
    },
  );
}

function headersArbitrary(route: RouteEntry, template: RouteTemplate, session: FuzzSession) {
  const admin = route.url.startsWith('/api/admin') || route.url === '/api/auth/session';
  const cookie =
    template.anonymous || !admin
      ? fc.constantFrom(undefined, 'toko_session=bukan-sesi')
      : fc.oneof(
          { weight: 9, arbitrary: fc.constant(session.adminCookie) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              undefined,
              'toko_session=bukan-sesi',
              `${session.adminCookie}x`,
            ),
          },
        );
  const key = fc.oneof(
    { weight: 8, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(undefined, '', 'x', 'k'.repeat(300), session.reusedKey),
    },
  );
  return fc.record({ cookie, key }).map(({ cookie: value, key: idempotencyKey }) => {
    const headers: Record<string, string> = {};
    if (value !== undefined) headers.cookie = value;
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    return headers;
  });
}

/** One fuzzed request to a route: its params, query, body and headers each valid or broken. */
export function fuzzRequest(
  route: RouteEntry,
  template: RouteTemplate,
  session: FuzzSession,
): fc.Arbitrary<InjectOptions> {
  const pairs = Object.entries(template.query ?? {}).map(([key, value]): QueryPair => [
    encode(key),
    encode(value),
  ]);
  const body: fc.Arbitrary<Body> =
    route.method === 'GET' ? fc.constant({ headers: {} }) : jsonBody(template);
  return fc
    .record({
      params: paramsArbitrary(template, route),
      query: fc.array(queryMutation, { maxLength: 3 }),
      body,
      headers: headersArbitrary(route, template, session),
      remoteAddress: fc.ipV4(),
      // Most requests keep their route; one in four is changed as a whole.
      whole: fc.oneof(
        { weight: 3, arbitrary: fc.constant<RequestMutation[]>([]) },
        { weight: 1, arbitrary: fc.array(requestMutation, { minLength: 1, maxLength: 2 }) },
      ),
    })
    .map(({ params, query, body: { payload, headers }, headers: extra, remoteAddress, whole }) =>
      whole.reduce(mutateRequest, {
        method: route.method as InjectOptions['method'],
        url: urlFor(route, params, query.reduce(mutateQuery, pairs)),
        headers: { ...extra, ...headers },
        remoteAddress,
        ...(payload === undefined ? {} : { payload }),
      }),
    );
}
