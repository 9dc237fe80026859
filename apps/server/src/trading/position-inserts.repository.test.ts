import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMemberId, asPrice, asSen, yenAmount } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { verifiedMember } from '../../test/fixtures';
import { standardStock } from '../../test/market-fixtures';
import { insertPositions, type NewPosition } from './position-inserts.repository';

let app: TestApp;
let symbol: string;
let memberId: number;

beforeAll(async () => {
  app = await startTestApp({}, { market: true });
  await app.stopMarket();
  symbol = standardStock(app);
  const session = await verifiedMember(app);
  const { rows } = await app.db.pool.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [session.account]);
  memberId = rows[0]?.id ?? Number.NaN;
});
afterAll(() => app.close());

/** An allotment's position (no order opens it): 100 shares at ¥1,000. */
function allotted(allotment: string, id?: number): NewPosition {
  return {
    ...(id === undefined ? {} : { id }),
    owner: { kind: 'member', memberId: asMemberId(memberId) },
    source: { allotment, lockedUntil: new Date('2026-12-01T00:00:00Z') },
    symbol,
    direction: 'long',
    type: 'limit',
    product: 'normal',
    lots: 1,
    shares: 100,
    leverage: 1,
    entryNotional: asSen(10_000_000n),
    entryPrice: asPrice(100_000n),
    margin: yenAmount(100_000n),
    openingFee: yenAmount(0n),
    stampDuty: yenAmount(0n),
    openedAt: new Date('2026-11-27T03:00:00Z'),
    openedTradingDate: '2026-11-27',
    // Paid in full: no price makes it a risk.
    thresholds: { rates: '0.2/0.3/halfway', warningPrice: null, liquidationPrice: null },
  };
}

const positionIds = (count: number) =>
  app.db.pool
    .query<{ id: string }>("SELECT nextval(pg_get_serial_sequence('positions', 'id')) AS id FROM generate_series(1, $1)", [count])
    .then(({ rows }) => rows.map((row) => Number(row.id)));

describe('writing positions', () => {
  it('hands back new ids in the order the positions were given', async () => {
    const ids = await insertPositions(app.db.pool, [allotted('TEST-A1'), allotted('TEST-A2'), allotted('TEST-A3')]);
    const { rows } = await app.db.pool.query<{ id: string; allotment: string }>(
      'SELECT id, allotment FROM positions WHERE id = ANY($1) ORDER BY allotment',
      [ids],
    );
    expect(rows.map((row) => [Number(row.id), row.allotment])).toEqual([
      [ids[0], 'TEST-A1'],
      [ids[1], 'TEST-A2'],
      [ids[2], 'TEST-A3'],
    ]);
  });

  it('writes positions under ids drawn before and answers with those ids', async () => {
    const drawn = await positionIds(2);
    expect(await insertPositions(app.db.pool, [allotted('TEST-B1', drawn[0]), allotted('TEST-B2', drawn[1])])).toEqual(drawn);
    const { rows } = await app.db.pool.query<{ allotment: string; status: string }>(
      'SELECT allotment, status FROM positions WHERE id = ANY($1) ORDER BY id',
      [drawn],
    );
    expect(rows).toEqual([
      { allotment: 'TEST-B1', status: 'holding' },
      { allotment: 'TEST-B2', status: 'holding' },
    ]);
  });

  it('opens one position per allotment, whichever way it is written', async () => {
    await insertPositions(app.db.pool, [allotted('TEST-C1')]);
    await expect(insertPositions(app.db.pool, [allotted('TEST-C1')])).rejects.toMatchObject({ code: '23505' });
    const [id] = await positionIds(1);
    await expect(insertPositions(app.db.pool, [allotted('TEST-C1', id)])).rejects.toMatchObject({ code: '23505' });
    const { rows } = await app.db.pool.query("SELECT count(*)::int AS n FROM positions WHERE allotment = 'TEST-C1'");
    expect(rows[0].n).toBe(1);
  });
});
