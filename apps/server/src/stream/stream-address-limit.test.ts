/** One client address may hold only so many stream connections at once (3 in this file). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';
import { StreamClient } from '../../test/stream-client';

const limit = 3;
let app: TestApp;
let url: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  // The test connects through the loopback, which plays the trusted load balancer here.
  app = await startTestApp({ TRUST_PROXY: '127.0.0.1' }, { stream: { maxConnectionsPerAddress: limit } });
  url = await app.listen();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
});

/** A connection from `address` as the load balancer reports it, or from the loopback itself. */
async function connect(address?: string): Promise<StreamClient> {
  const client = await StreamClient.connect(url, address ? { headers: { 'x-forwarded-for': address } } : {});
  clients.push(client);
  return client;
}

async function connectMany(address: string, count: number): Promise<StreamClient[]> {
  return Promise.all(Array.from({ length: count }, () => connect(address)));
}

describe('the per-address connection limit', () => {
  it('refuses the upgrade from an address at its limit, and takes it again once one closes', async () => {
    const held = await connectMany('10.0.0.1', limit);
    await expect(connect('10.0.0.1')).rejects.toThrow('Unexpected server response: 429');
    await held[0]?.close();
    // The server counts the close once it has seen it.
    let again: StreamClient | null = null;
    await eventually(async () => (again = await connect('10.0.0.1').catch(() => null)) !== null);
    await again!.roundTrip();
    for (const client of held.slice(1)) await client.roundTrip();
  });

  it('counts each client address apart, as the proxy reports it', async () => {
    await connectMany('10.0.0.2', limit);
    const other = await connect('10.0.0.3');
    const loopback = await connect();
    await other.roundTrip();
    await loopback.roundTrip();
  });

  it('keeps no more than the limit open when many arrive at once', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => connect('10.0.0.4')));
    const opened = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    for (const attempt of refused) expect(String(attempt.reason)).toContain('429');
    // Any upgrade that got past the check alongside others is closed by the server straight away, with 1008.
    const outcomes = await Promise.all(
      opened.map((client) =>
        Promise.race([client.closed, client.roundTrip().then(() => 'open' as const)]).catch(() => 'closed' as const),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'open')).toHaveLength(limit);
    expect(outcomes.filter((outcome) => outcome !== 'open').every((outcome) => outcome === 1008)).toBe(true);
  });
});

describe('the per-address connection limit with no trusted proxy', () => {
  let direct: TestApp;
  let directUrl: string;
  beforeAll(async () => {
    direct = await startTestApp({}, { stream: { maxConnectionsPerAddress: limit } });
    directUrl = await direct.listen();
  });
  afterAll(() => direct.close());

  it('counts by the connection, so a new X-Forwarded-For on every attempt does not get past the cap', async () => {
    const forged = (index: number) =>
      StreamClient.connect(directUrl, { headers: { 'x-forwarded-for': `203.0.113.${index}` } }).then((client) => {
        clients.push(client);
        return client;
      });
    const held = [await forged(1), await forged(2), await forged(3)];
    for (const client of held) await client.roundTrip();
    await expect(forged(4)).rejects.toThrow('Unexpected server response: 429');
  });
});
