/** Staff list keywords match what was typed, literally: `%`, `_` and `\` are not wildcards. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, signUp, submitVerification } from '../../test/fixtures';

let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await ownerToken(app);
  await submitVerification(app, await signUp(app));
});
afterAll(() => app.close());

describe('staff list keywords', () => {
  it('finds members by the start of their account', async () => {
    const reply = await app.admin('/users/list', { keyword: '09000', page: 1, size: 10 }, owner);
    expect(reply.body.data.items.map((item: { account: string }) => item.account)).toContain('0900000001');
  });

  it.each(['/users/list', '/kyc/list', '/deposits/list', '/withdrawals/list'])(
    'treats %, _ and \\ in a %s keyword as the characters themselves',
    async (path) => {
      const everything = await app.admin(path, { page: 1, size: 10 }, owner);
      expect(everything.statusCode).toBe(200);
      for (const keyword of ['%', '_', '0_', '08%', '\\']) {
        const reply = await app.admin(path, { keyword, page: 1, size: 10 }, owner);
        expect(reply.statusCode).toBe(200);
        // No account holds these characters, so nothing matches.
        expect(reply.body.data.total).toBe(0);
      }
    },
  );

  it('has something to find in the kyc queue, so the test above would see a wildcard match', async () => {
    expect((await app.admin('/kyc/list', { keyword: '08', page: 1, size: 10 }, owner)).body.data.total).toBeGreaterThan(0);
  });
});
