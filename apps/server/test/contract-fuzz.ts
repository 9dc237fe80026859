/**
 * Bad requests made from the contract itself: for every field of a call's request schema (read
 * as JSON Schema), values of the wrong type, with control characters, far too long, or out of
 * range, each set into an otherwise plausible body. New calls and fields are covered as soon as
 * the contract names them.
 */
import { z } from 'zod';
import type { Endpoint } from '@kabuto/contracts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  default?: unknown;
}

export interface BadCall {
  field: string;
  what: string;
  body: unknown;
}

export function requestSchema(endpoint: Endpoint): JsonSchema {
  return z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const choices = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;
const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A plausible value for a field, by its schema and, for strings, by its name. */
export function sample(schema: JsonSchema, name = ''): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const options = choices(schema);
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0] ?? {}, name);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, field]) => [key, sample(field, key)]));
    case 'array':
      return [];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'string':
      return sampleString(schema, name);
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date-time') return new Date().toISOString();
  if (/account|keyword/i.test(name)) return '0900000001';
  if (/fundPassword/i.test(name)) return '135790';
  if (/password/i.test(name)) return 'demo1234';
  if (/amount|price|min|max|value/i.test(name)) return '100';
  if (/symbol/i.test(name)) return '1001';
  if (/image|fileId/i.test(name)) return 'AAAAAAAAAAAAAAAAAAAA';
  if (/branchCode/i.test(name)) return '001';
  if (/code/i.test(name)) return 'KABUTO';
  if (/cardNumber/i.test(name)) return '1234567';
  if (/kana/i.test(name)) return 'ヤマダ タロウ';
  return 'plain';
}

const huge = 'x'.repeat(200_000);
const stringMutations: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['escape sequence', '\u001b[31mred'],
  ['DEL', 'a\u007f'],
  ['C1 control', 'a\u0085b'],
  ['a huge string', huge],
  ['a number', 12345],
  ['a boolean', true],
  ['null', null],
  ['an array', ['a']],
  ['an object', { a: 1 }],
];
const numberMutations: [string, unknown][] = [
  ['a numeric string', '12'],
  ['a word', 'abc'],
  ['NUL', '\u0000'],
  ['a huge number', 1e308],
  ['beyond int4', 2 ** 31],
  ['beyond safe integers', 2 ** 60],
  ['a fraction', 0.5],
  ['a negative', -1],
  ['null', null],
  ['an object', { n: 1 }],
];
/**
 * Numbers too big for the database once scaled to minor units: bigint's maximum is
 * 9,223,372,036,854,775,807, so a dollar amount above 92,233,720,368,547,758.07 overflows as cents.
 */
const bigAmountMutations: [string, unknown][] = [
  ['beyond bigint', '9223372036854775808'],
  ['far beyond bigint', '99999999999999999999999'],
  ['beyond bigint in cents', '92233720368547758.08'],
  ['a long run of digits', '1'.repeat(32)],
];
/** Fields holding money or a price as a decimal string, by name. */
const isAmountField = (name: string) => /amount|price|^min|^max|value|credited|trigger|limit|width|pct/i.test(name);
const otherMutations: [string, unknown][] = [
  ['a string', 'yes'],
  ['a number', 1],
  ['NUL', '\u0000'],
  ['null', null],
  ['an object', { a: 1 }],
];

function mutationsFor(schema: JsonSchema): [string, unknown][] {
  if (schema.enum || schema.const !== undefined) return [['a value outside the enum', 'not-one-of-them'], ...otherMutations];
  const options = choices(schema);
  if (options) return mutationsFor(options.find((option) => option.type !== 'null') ?? {});
  switch (typeOf(schema)) {
    case 'string':
      return schema.format === 'date-time'
        ? [['an unparseable date', 'not-a-date'], ['a date out of range', '2024-13-45T99:99:99Z'], ...stringMutations]
        : stringMutations;
    case 'integer':
    case 'number':
      return numberMutations;
    case 'array':
      return [
        ['an array of NULs', ['\u0000']],
        ['a huge array', Array.from({ length: 20_000 }, () => huge.slice(0, 10))],
        ...otherMutations,
      ];
    default:
      return otherMutations;
  }
}

/** Every bad value for every field (nested objects included), each in a plausible body. */
export function badCalls(endpoint: Endpoint): BadCall[] {
  const schema = requestSchema(endpoint);
  const base = sample(schema);
  const calls: BadCall[] = [
    { field: '_', what: 'a body that is an array', body: [] },
    { field: '_', what: 'a body that is a string', body: '\u0000' },
  ];
  const walk = (fieldSchema: JsonSchema, path: string[]) => {
    const objectSchema = choices(fieldSchema)?.find((option) => option.type === 'object') ?? fieldSchema;
    if (typeOf(objectSchema) === 'object' && objectSchema.properties) {
      for (const [key, child] of Object.entries(objectSchema.properties)) walk(child, [...path, key]);
      if (path.length > 0) return;
    }
    if (path.length === 0) return;
    const amount = typeOf(fieldSchema) === 'string' && isAmountField(path.at(-1) ?? '') ? bigAmountMutations : [];
    for (const [what, value] of [...mutationsFor(fieldSchema), ...amount]) {
      calls.push({ field: path.join('.'), what, body: setAt(structuredClone(base), path, value) });
    }
  };
  walk(schema, []);
  return calls;
}

function setAt(body: unknown, path: string[], value: unknown): unknown {
  let node = body as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1) as string] = value;
  return body;
}

/**
 * A plausible body with one key the call does not know, as a client typo would send it
 * (`stopLossPct` for `stopLoss`): refused with a 400 naming the key, never ignored. Null for a
 * call whose body is not a JSON object.
 */
export function extraKeyCall(endpoint: Endpoint): BadCall | null {
  // An upload's body is a multipart form, not JSON: its route refuses any JSON body as such.
  if (/multipart/.test(endpoint.summary)) return null;
  const base = sample(requestSchema(endpoint));
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return null;
  return { field: 'extra', what: 'an unknown key', body: { ...base, extra: 1 } };
}

/** Extra keys that have bitten JavaScript servers, as raw JSON so `__proto__` stays a key. */
export const extraKeyBodies = [
  '{"__proto__": {"polluted": true, "isAdmin": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"page": 1, "size": 10, "__proto__": {"polluted": true}, "hasOwnProperty": 1}',
];
