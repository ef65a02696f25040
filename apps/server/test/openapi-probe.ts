/**
 * Request variants derived from an OpenAPI document, for the malformed-input test: a plausible
 * baseline value for every request schema, and malformed changes of it one field at a time.
 * Deterministic: the only randomness is a seeded generator.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

/** Seeded generator (mulberry32): the same variants on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4 UUID from the seeded generator. */
export function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Strings tried, in order, against a `pattern` the baseline must match. */
const PATTERN_CANDIDATES = ['12:00', '#336699', 'data:image/png;base64,iVBORw0KGgo=', '2025-01-15', '01-15', '600x600', 'abc'];

export interface SampleContext {
  /**
   * Values by property name (the fixture's site, room and staff ids, a time zone…), used where they fit
   * the schema, so a request gets past "not found" and reaches the code behind it.
   */
  known: Record<string, unknown>;
  newId(): string;
}

/** The first alternative of a union that is not only `null`. */
function pick(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return pick(options.find((o) => o.type !== 'null') ?? (options[0] as JsonSchema));
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map(pick));
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  const s = pick(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
}

function sampleString(s: JsonSchema, name: string, ctx: SampleContext): string {
  if (s.format === 'uuid') return ctx.newId();
  if (s.format === 'email') return 'probe@test.example';
  if (s.format === 'date-time' || /date|time|^at$|^from$|^to$|before/i.test(name)) {
    if (!s.pattern || new RegExp(s.pattern).test('2025-01-15T10:00:00.000Z')) return '2025-01-15T10:00:00.000Z';
  }
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (hit) return hit;
  }
  const min = s.minLength ?? 0;
  const text = 'Probe value';
  const padded = text.length >= min ? text : text.padEnd(min, 'x');
  return s.maxLength !== undefined ? padded.slice(0, Math.max(min, s.maxLength)) : padded;
}

/** A value that satisfies the schema as far as a generic walk can tell. */
export function sampleValue(schema: JsonSchema, ctx: SampleContext, name = ''): unknown {
  const s = pick(schema);
  if (s.const !== undefined) return s.const;
  const k = ctx.known[name];
  if (k !== undefined && (!s.enum || s.enum.includes(k))) return structuredClone(k);
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sampleValue(prop, ctx, key);
      return out;
    }
    case 'array': {
      const n = Math.max(1, s.minItems ?? 0);
      return Array.from({ length: Math.min(n, s.maxItems ?? n) }, () => sampleValue(s.items ?? {}, ctx, name));
    }
    case 'string':
      return sampleString(s, name, ctx);
    case 'integer':
    case 'number': {
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return s.maximum !== undefined ? Math.min(low, s.maximum) : low;
    }
    case 'boolean':
      return true;
    default:
      return s.default ?? 'probe';
  }
}

export interface Leaf {
  path: (string | number)[];
  schema: JsonSchema;
  type: string | undefined;
  required: boolean;
}

/** Every property position of a schema (objects, arrays' first item), with its type and whether it is required. */
export function leaves(schema: JsonSchema, path: (string | number)[] = [], required = true, out: Leaf[] = []): Leaf[] {
  const s = pick(schema);
  const type = typeOf(s);
  if (path.length) out.push({ path, schema: s, type, required });
  if (type === 'object') {
    for (const [key, prop] of Object.entries(s.properties ?? {})) leaves(prop, [...path, key], s.required?.includes(key) ?? false, out);
  } else if (type === 'array' && s.items) leaves(s.items, [...path, 0], true, out);
  return out;
}

/** A deep copy of `value` with the position `path` set to `replacement` (or removed). */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cur: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = cur[key];
    if (!next || typeof next !== 'object') return copy;
    cur = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1] as string | number;
  if (remove) delete cur[last];
  else cur[last] = replacement;
  return copy;
}

export const NUL = 'probe\u0000value';
export const LONE_HIGH = 'probe\ud800value';
export const LONE_LOW = 'probe\udc00';
export const HUGE = 'x'.repeat(300_000);

/** Malformed replacements for one position of a request, by its type. */
export function malformedValues(leaf: Leaf): Array<{ label: string; value: unknown; remove?: boolean }> {
  const out: Array<{ label: string; value: unknown; remove?: boolean }> = [];
  if (leaf.required) out.push({ label: 'missing', value: undefined, remove: true });
  out.push({ label: 'null', value: null });
  switch (leaf.type) {
    case 'string': {
      out.push(
        { label: 'NUL', value: NUL },
        { label: 'lone high surrogate', value: LONE_HIGH },
        { label: 'lone low surrogate', value: LONE_LOW },
      );
      out.push({ label: 'huge string', value: HUGE }, { label: 'number', value: 12 }, { label: 'object', value: { a: 1 } });
      if (leaf.schema.format === 'date-time' || leaf.schema.pattern?.includes('T(?:')) {
        out.push(
          { label: 'year 0000', value: '0000-01-01T00:00:00Z' },
          { label: 'year 99999', value: '99999-01-01T00:00:00Z' },
          { label: 'year 0001 offset', value: '0001-01-01T00:00:00+14:00' },
        );
      }
      if (leaf.schema.format === 'uuid') out.push({ label: 'bad uuid', value: 'not-a-uuid' });
      break;
    }
    case 'integer':
    case 'number':
      out.push(
        { label: 'huge number', value: 1e308 },
        { label: 'negative', value: -2147483649 },
        { label: 'fraction', value: 0.5 },
        { label: 'unsafe integer', value: 2 ** 63 },
        { label: 'NaN string', value: 'NaN' },
      );
      break;
    case 'boolean':
      out.push({ label: 'string', value: 'true' });
      break;
    case 'array':
      out.push({ label: 'object instead of array', value: { 0: 'a' } }, { label: 'array of NUL', value: [NUL] });
      break;
    case 'object':
      out.push(
        { label: 'array instead of object', value: [] },
        { label: 'NUL key', value: { 'bad\u0000key': 1 } },
        { label: 'lone surrogate key', value: { 'bad\ud800': 'x' } },
      );
      break;
    default:
      out.push({ label: 'NUL', value: NUL }, { label: 'lone high surrogate', value: LONE_HIGH });
  }
  return out;
}

/** Nested arrays `depth` deep: parsers and validators that recurse must not fall over. */
export function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}
