import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editableConfigKeys } from '@kabuto/contracts';
import { tradingConfigFrom } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken } from '../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('public calls', () => {
  it('lists every setting of API.md as strings', async () => {
    const reply = await app.call('/common/config', { type: 'all' });
    const entries: { name: string; value: string }[] = reply.body.data;
    const names = entries.map((entry) => entry.name).sort();
    expect(names).toEqual([...editableConfigKeys, 'marketSessions'].sort());
    const value = (name: string) => entries.find((entry) => entry.name === name)?.value;
    expect(value('currencySymbol')).toBe('¥');
    expect(value('languages')).toBe('en,tw,jp');
    expect(value('lotSize')).toBe('100');
    expect(value('withdrawCardCooldownHours')).toBe('24');
    expect(value('shareReward')).toBe('200');
    expect(value('marketSessions')).toBe('always');
  });

  it.each([
    { lang: 'en', title: 'Privacy policy' },
    { lang: 'tw', title: '隱私權政策' },
    { lang: 'jp', title: 'プライバシーポリシー' },
  ])('returns the privacy policy in $lang', async ({ lang, title }) => {
    const reply = await app.call('/common/text', { name: 'privacy' }, { lang });
    expect(reply.body.data.title).toBe(title);
    expect(reply.body.data.body.length).toBeGreaterThan(100);
  });

  it('falls back to Accept-Language, then Japanese', async () => {
    expect((await app.call('/common/text', { name: 'about' }, { 'accept-language': 'zh-TW,zh;q=0.9' })).body.data.title).toBe(
      '關於 Kabuto',
    );
    expect((await app.call('/common/text', { name: 'about' })).body.data.title).toBe('Kabutoについて');
  });

  it('publishes the trading rules with the rates the server applies now', async () => {
    const rules = async () => (await app.call('/common/text', { name: 'tradeRules' }, { lang: 'en' })).body.data.body as string;
    expect(await rules()).toContain('Commission is 0.1% of the notional, at least ¥100');
    const owner = await ownerToken(app);
    await app.admin('/config/set', { name: 'feeRate', value: '0.0015' }, owner);
    expect(await rules()).toContain('Commission is 0.15% of the notional');
  });

  it('parses the trading settings once per read of the settings, and anew after staff change one', async () => {
    const before = await app.config.tradingConfig();
    expect(await app.config.tradingConfig()).toBe(before);
    const owner = await ownerToken(app);
    await app.admin('/config/set', { name: 'stampDutyRate', value: '0.002' }, owner);
    const after = await app.config.tradingConfig();
    expect(after.stampDutyRate).not.toEqual(before.stampDutyRate);
    expect(after.stampDutyRate).toEqual(tradingConfigFrom({ stampDutyRate: '0.002' }).stampDutyRate);
  });

  it('refuses an unknown document with 400', async () => {
    const reply = await app.call('/common/text', { name: 'secrets' });
    expect(reply.statusCode).toBe(400);
    expect(reply.body.fields).toEqual({ name: 'not_allowed_value' });
  });

  it('answers unknown calls and malformed JSON in the envelope', async () => {
    const missing = await app.call('/nothing/here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ status: 0, code: 'not_found' });
  });

  it('publishes both contracts as OpenAPI 3.1', async () => {
    for (const path of ['/api/vue/openapi.json', '/api/admin/openapi.json']) {
      const reply = await app.get(path);
      const document = JSON.parse(reply.body);
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths).length).toBeGreaterThan(3);
    }
    const member = JSON.parse((await app.get('/api/vue/openapi.json')).body);
    const register = member.paths['/api/vue/user/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['account', 'password', 'confirmPassword', 'inviteCode']),
    );
  });

  it('sends security headers, on refusals too', async () => {
    for (const reply of [await app.get('/api/vue/openapi.json'), await app.get('/api/vue/no-such-call')]) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(reply.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
    }
  });
});

describe('the settings cache', () => {
  it('inside a transaction answers with the settings it holds and reads them again outside it, never through the pool', async () => {
    expect(await app.config.value('shareReward')).toBe('200');
    // Changed behind the cache's back, as another node would.
    await app.db.pool.query("UPDATE app_config SET value = '300' WHERE name = 'shareReward'");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // The test app's pool throws when asked for a connection inside a transaction.
    const inside = await app.db.transaction(async () => app.config.value('shareReward'));
    expect(inside).toBe('200');
    await vi.waitFor(async () => expect(await app.db.transaction(async () => app.config.value('shareReward'))).toBe('300'));
    await app.db.pool.query("UPDATE app_config SET value = '200' WHERE name = 'shareReward'");
  });
});
