import type { TRole } from '@carehome/contracts';
import type { RouteOptions } from 'fastify';
import {
  deeplyNested,
  HUGE,
  type JsonSchema,
  LONE_HIGH,
  leaves,
  malformedValues,
  NUL,
  type SampleContext,
  sampleValue,
  seededRandom,
  seededUuid,
  withValueAt,
} from './openapi-probe.ts';

/** The requests of the malformed-input test, built from the OpenAPI document and the app's route table. */

export interface Operation {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  path: string;
  body?: JsonSchema;
  query: Record<string, { schema: JsonSchema; required: boolean }>;
  params: string[];
  multipart: boolean;
  access: { public: true } | { minRole: TRole };
}

export interface Variant {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

export interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
      }
    >
  >;
}

/** What the test set up, so baselines get past "not found" and the business rules. */
export interface ProbeFixtures {
  /** Values by property name: fixture ids, and values a generic sample would get wrong (a time zone). */
  known: Record<string, unknown>;
  ids: Record<string, string>;
  /** Path and query parameter values by 'path name', e.g. '/api/facility/{id} id'. */
  paramValues: Record<string, string>;
  /** Ids of another organization's records (site, area, room, staff member, report): row security hides them. */
  foreignIds: string[];
  /** Per 'METHOD /path': turns the generic sample into a request that passes the rules. */
  baselines: Record<string, (base: never, newId: () => string) => unknown>;
  png: Buffer;
  /** Images whose header reads but whose pixels do not decode, by label. */
  corruptImages: Record<string, Buffer>;
}

const STRING_LEAVES_PER_ROUTE = 40;
const OTHER_LEAVES_PER_ROUTE = 12;

export function operationsOf(doc: OpenApiDoc, routes: RouteOptions[]): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
      const route = routes.find((r) => r.url === fastifyPath && [r.method].flat().includes(method.toUpperCase() as never));
      const access = (route?.config as { access?: Operation['access'] } | undefined)?.access;
      if (!route || !access) throw new Error(`no route for ${method} ${path}`);
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      const query: Operation['query'] = {};
      for (const p of op.parameters ?? []) if (p.in === 'query') query[p.name] = { schema: p.schema, required: p.required ?? false };
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        query,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        multipart: consumes.includes('multipart/form-data'),
        access,
      });
    }
  }
  return ops;
}

/** Query values as a browser would send them; lone surrogates as the bytes of their UTF-8-like encoding. */
function encodeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^\w%-]/g, (c) => encodeURIComponent(c));
  }
}

function urlOf(op: Operation, pathValues: Record<string, string>, query: Record<string, unknown>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_w, name: string) => pathValues[name] ?? '');
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeValue(v)}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

export function variantsOf(op: Operation, random: () => number, fx: ProbeFixtures): Variant[] {
  const ctx: SampleContext = { known: { ...fx.known, ...fx.ids }, newId: () => seededUuid(random) };
  const override = fx.baselines[`${op.method} ${op.path}`];
  const base = (): unknown => {
    const value = sampleValue(op.body ?? {}, ctx);
    return override ? override(value as never, ctx.newId) : value;
  };
  // DELETE routes get fresh ids, so probing them never removes the fixtures the other routes use.
  const pathIds = (): Record<string, string> =>
    Object.fromEntries(
      op.params.map((p) => [p, op.method === 'DELETE' ? ctx.newId() : (fx.paramValues[`${op.path} ${p}`] ?? fx.ids[p] ?? ctx.newId())]),
    );
  const baseQuery = (): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(op.query).map(([k, q]) => [
        k,
        q.required || random() < 0.5 ? (fx.paramValues[`${op.path} ${k}`] ?? sampleValue(q.schema, ctx, k)) : undefined,
      ]),
    );
  const json = (body: unknown, label: string, query = baseQuery(), path = pathIds()): Variant => ({
    label,
    url: urlOf(op, path, query),
    payload: JSON.stringify(body),
    contentType: 'application/json',
  });
  const out: Variant[] = [];
  const plain = (label: string, query = baseQuery(), path = pathIds()): Variant => ({ label, url: urlOf(op, path, query) });

  // Path parameters.
  for (const p of op.params) {
    for (const [label, value] of [
      ['bad id', 'not-a-uuid'],
      ['NUL id', '%00'],
      ['lone surrogate id', '%ED%A0%80'],
      ['huge id', 'x'.repeat(5000)],
      ['path walk', '..%2F..%2Fetc%2Fpasswd'],
      ...fx.foreignIds.map((id, i) => [`foreign id ${i}`, id] as const),
    ] as const) {
      const url = urlOf(op, { ...pathIds(), [p]: value }, baseQuery());
      out.push({ label: `path ${p}: ${label}`, url, ...(op.body ? { payload: '{}', contentType: 'application/json' } : {}) });
    }
  }
  // Query parameters.
  for (const [name, q] of Object.entries(op.query)) {
    for (const m of malformedValues({ path: [name], schema: q.schema, type: q.schema.type as string, required: q.required })) {
      if (m.label === 'huge string') continue; // a URL that long is refused by any proxy before us
      const query = { ...baseQuery(), [name]: m.remove ? undefined : m.value };
      out.push(op.body ? json(base(), `query ${name}: ${m.label}`, query) : plain(`query ${name}: ${m.label}`, query));
    }
    out.push({ label: `query ${name}: repeated`, url: `${urlOf(op, pathIds(), {})}?${name}=a&${name}=b` });
  }
  if (!op.body && !op.multipart) {
    out.push(plain('baseline'), { ...plain('unexpected JSON body'), payload: '{"a":1}', contentType: 'application/json' });
    return out;
  }
  if (op.multipart) return [...out, ...multipartVariants(urlOf(op, pathIds(), baseQuery()), fx)];

  const body = op.body as JsonSchema;
  out.push(
    json(base(), 'baseline'),
    { ...plain('empty body'), payload: '', contentType: 'application/json' },
    { ...plain('no content type'), payload: 'x=1' },
    { ...plain('non-JSON body'), payload: '{"a":', contentType: 'application/json' },
    { ...plain('text body'), payload: 'hello', contentType: 'text/plain' },
    json(null, 'null body'),
    json([], 'array body'),
    json('string', 'string body'),
    json(NUL, 'NUL body'),
    { ...plain('deeply nested'), payload: deeplyNested(20_000), contentType: 'application/json' },
    { ...plain('huge body'), payload: JSON.stringify({ a: HUGE.repeat(5) }), contentType: 'application/json' },
  );
  const all = leaves(body);
  const strings = all.filter((l) => l.type === 'string' || l.type === undefined);
  // Every string position at once, then one at a time (a sample on very large schemas).
  for (const [label, value] of [
    ['every string NUL', NUL],
    ['every string a lone surrogate', LONE_HIGH],
  ] as const) {
    let v = base();
    for (const l of strings) v = withValueAt(v, l.path, value);
    out.push(json(v, label));
  }
  const pick = <T>(list: T[], n: number) =>
    list
      .map((x) => ({ x, k: random() }))
      .sort((a, b) => a.k - b.k)
      .slice(0, n)
      .map((e) => e.x);
  for (const leaf of pick(strings, STRING_LEAVES_PER_ROUTE)) {
    for (const m of malformedValues(leaf).filter((m) => /NUL|surrogate|year/.test(m.label))) {
      out.push(json(withValueAt(base(), leaf.path, m.value, m.remove), `${leaf.path.join('.')}: ${m.label}`));
    }
  }
  // Every id position with each id of another organization (row security hides them: "not found", not a 500).
  for (const leaf of all.filter((l) => l.schema.format === 'uuid')) {
    fx.foreignIds.forEach((id, i) => {
      out.push(json(withValueAt(base(), leaf.path, id), `${leaf.path.join('.')}: foreign id ${i}`));
    });
  }
  for (const leaf of pick(all, OTHER_LEAVES_PER_ROUTE)) {
    for (const m of malformedValues(leaf).filter((m) => !/NUL|surrogate|year/.test(m.label))) {
      out.push(json(withValueAt(base(), leaf.path, m.value, m.remove), `${leaf.path.join('.')}: ${m.label}`));
    }
  }
  return out;
}

/** Multipart uploads cut short, without boundary, with corrupt or foreign bytes, with NUL fields. */
function multipartVariants(url: string, fx: ProbeFixtures): Variant[] {
  const pngBytes = fx.png;
  const boundary = '----probe7MA4YWxkTrZu0gW';
  const ct = `multipart/form-data; boundary=${boundary}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (data: Buffer, type = 'image/png') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Image"; filename="probe.png"\r\nContent-Type: ${type}\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const truncatedJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  const parts = (...p: (string | Buffer)[]) => Buffer.concat(p.map((x) => (typeof x === 'string' ? Buffer.from(x) : x)));
  return [
    { label: 'baseline image', url, contentType: ct, payload: parts(field('Resize', '600x600'), file(pngBytes), end) },
    { label: 'unterminated multipart', url, contentType: ct, payload: parts(field('Kind', 'photo'), file(pngBytes).subarray(0, 120)) },
    { label: 'no closing boundary', url, contentType: ct, payload: parts(file(pngBytes)) },
    ...Object.entries(fx.corruptImages).map(([label, data]) => ({ label, url, contentType: ct, payload: parts(file(data), end) })),
    { label: 'truncated JPEG', url, contentType: ct, payload: parts(file(truncatedJpeg, 'image/jpeg'), end) },
    { label: 'not an image', url, contentType: ct, payload: parts(file(Buffer.from('<svg onload=alert(1)>')), end) },
    { label: 'empty file', url, contentType: ct, payload: parts(file(Buffer.alloc(0)), end) },
    { label: 'no file', url, contentType: ct, payload: parts(field('Kind', 'photo'), end) },
    { label: 'two files', url, contentType: ct, payload: parts(file(pngBytes), file(pngBytes), end) },
    {
      label: 'NUL fields',
      url,
      contentType: ct,
      payload: parts(field('Kind', NUL), field('Resize', NUL), field('TenantId', NUL), file(pngBytes), end),
    },
    { label: 'huge field', url, contentType: ct, payload: parts(field('Kind', HUGE), file(pngBytes), end) },
    { label: 'bad tenant', url, contentType: ct, payload: parts(field('TenantId', seededUuid(seededRandom(1))), file(pngBytes), end) },
    { label: 'no boundary', url, contentType: 'multipart/form-data', payload: parts(file(pngBytes), end) },
    { label: 'garbage', url, contentType: ct, payload: Buffer.from('\u0000\u0001garbage') },
    { label: 'JSON instead of multipart', url, contentType: 'application/json', payload: '{"Image":"x"}' },
    { label: 'empty body', url, contentType: ct, payload: '' },
  ];
}
