/**
 * A copy's stop-loss has one meaning everywhere: a loss of that share of what was invested ends the
 * copy (20% of ¥15,000 invested: it ends at a loss of ¥3,000, equity ¥12,000). The rules once said
 * the opposite ("when equity falls to that share"), beside a form that said the loss.
 */
import { describe, expect, it } from 'vitest';
import { catalogs } from './index';
import { renderNotice } from './notices';

describe('copy stop-loss texts', () => {
  it('say a loss of the share invested, in the rules, the form, my copies, the end message and the notice', () => {
    const { copy } = catalogs.en;
    const texts = [
      copy.stopLossRule,
      copy.stopLossValue,
      copy.stopLossAtValue,
      copy.stopLossMessage,
      renderNotice('copy_stop_loss', {}, 'en').body,
    ];
    for (const text of texts) {
      expect(text).toMatch(/loss/i);
      expect(text).not.toMatch(/fall(s|en)? to (that|its|the stop)/i);
    }
    // The same in Japanese and Traditional Chinese: 損失 / 虧損 (a loss), never 評価額が…まで下がる.
    for (const text of [catalogs.jp.copy.stopLossRule, catalogs.jp.copy.stopLossAtValue, catalogs.jp.copy.stopLossMessage]) {
      expect(text).toContain('損失');
    }
    for (const text of [catalogs.tw.copy.stopLossRule, catalogs.tw.copy.stopLossAtValue, catalogs.tw.copy.stopLossMessage]) {
      expect(text).toContain('虧損');
    }
  });
});
