/**
 * A hold as Mine tells it: what it is for (the offering or stock by name, the bank a withdrawal
 * goes to) and where that stands now (waiting for the draw, allotted and to be paid by a time…),
 * from the fields the server's domains fill in; never the bare internal reference.
 */
import type { Hold } from '@kabuto/contracts';
import type { Language } from '@kabuto/i18n';
import { formatDateTime } from '../ui/format-time';
import type { Translate } from '../ui/translator';

export interface HoldText {
  what: string;
  state: string | null;
}

type Price = (value: string) => string;

function whatOf(hold: Hold, t: Translate, price: Price): string {
  const named = { name: hold.name, symbol: hold.symbol ?? '', reference: hold.reference };
  const side = hold.direction ? t(`user.holdSide.${hold.direction}`) : '';
  const shares = hold.shares ?? 0;
  switch (hold.kind) {
    case 'ipo':
    case 'block':
    case 'placement':
      return t(`user.holdKind.${hold.kind}`, named);
    case 'auction':
      return t('user.holdKind.auction', { ...named, shares, price: price(hold.price ?? '0') });
    case 'order':
      return hold.price === null
        ? t('user.holdKind.marketOrder', { ...named, side, shares })
        : t('user.holdKind.order', { ...named, side, shares, price: price(hold.price) });
    case 'withdrawal':
      return t('user.holdKind.withdrawal', named);
    case 'other':
      return t(`user.holdPurpose.${hold.purpose}`, { reference: hold.reference });
  }
}

function stateOf(hold: Hold, t: Translate, language: Language): string | null {
  const until = hold.until === null ? '' : formatDateTime(hold.until, language);
  switch (hold.state) {
    case 'held':
      return null;
    case 'awaitingPayment':
      return hold.lots === 1
        ? t('user.holdState.awaitingPaymentOneLot', { until })
        : t('user.holdState.awaitingPayment', { lots: hold.lots ?? 0, until });
    default:
      return t(`user.holdState.${hold.state}`, { until });
  }
}

export function holdText(hold: Hold, t: Translate, language: Language, price: Price): HoldText {
  return { what: whatOf(hold, t, price), state: stateOf(hold, t, language) };
}
