import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountInput } from './funds';
import { strictRequest } from './strict-request';
import { copyFollowRequest } from './copy';
import { memberApi } from './member-api';
import { adminApi } from './admin-api';

const unknownKeys = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.filter((issue) => issue.code === 'unrecognized_keys');

describe('strict requests', () => {
  const schema = strictRequest(
    z
      .object({
        flags: z.object({ frozen: z.boolean().optional() }).optional(),
        items: z.array(z.object({ id: z.number() })).default([]),
        choice: z.union([z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b'), b: z.string() })]).optional(),
        open: z.looseObject({ id: z.string() }).optional(),
        low: z.number(),
        high: z.number(),
      })
      .refine((body) => body.low <= body.high, { error: 'invalid_format', path: ['high'] }),
  );

  it.each([
    { body: { low: 1, high: 2, extra: 1 }, keys: ['extra'], path: [] },
    { body: { low: 1, high: 2, flags: { frozen: true, frozzen: true } }, keys: ['frozzen'], path: ['flags'] },
    { body: { low: 1, high: 2, items: [{ id: 1, name: 'x' }] }, keys: ['name'], path: ['items', 0] },
    { body: { low: 1, high: 2, choice: { kind: 'a', b: 'x' } }, keys: ['b'], path: ['choice'] },
  ])('refuses $keys at $path, through wrappers, arrays and unions', ({ body, keys, path }) => {
    const issues = unknownKeys(schema.safeParse(body));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ keys, path });
  });

  it('keeps what the schema declared: refinements, defaults, and an object declared loose', () => {
    expect(schema.safeParse({ low: 3, high: 2 }).success).toBe(false);
    expect(schema.parse({ low: 1, high: 2, open: { id: 'x', more: 1 } })).toEqual({
      low: 1,
      high: 2,
      items: [],
      open: { id: 'x', more: 1 },
    });
  });

  it('is how every call of the contract reads its body, and the schemas exported stay as written', () => {
    for (const endpoint of [...Object.values(memberApi), ...Object.values(adminApi)]) {
      const json = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as {
        type?: string;
        additionalProperties?: unknown;
      };
      if (json.type === 'object') expect(json.additionalProperties, endpoint.path).toBe(false);
    }
    expect(memberApi.copyFollow.request.safeParse({ strategyId: 1, amount: '100', stopLossPct: 20, stopLoss: 20 }).success).toBe(
      false,
    );
    expect(copyFollowRequest.safeParse({ strategyId: 1, amount: '100', stopLossPct: 20, stopLoss: 20 }).success).toBe(true);
  });
});

describe('amounts', () => {
  it.each([
    { text: '999999999999', ok: true },
    { text: '999999999999.99', ok: true },
    { text: '000000000000001', ok: true },
    { text: 'abc', ok: true },
    { text: '1000000000000', ok: false },
    { text: '9223372036854775808', ok: false },
    { text: '-99999999999999', ok: false },
  ])('$text is within the maximum: $ok', ({ text, ok }) => {
    const parsed = amountInput.safeParse(text);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(ok ? null : 'too_large');
  });
});
