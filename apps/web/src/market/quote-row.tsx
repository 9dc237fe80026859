/**
 * One stock in a list: name and code on the left, the last price and the day's change in percent
 * on the right, coloured by direction. Tapping it opens the stock.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Quote } from '../shared/api/market-queries';
import { formatPercent, formatPrice, priceDecimals } from '../ui/market-parts/quote-format';
import { detailPath } from '../shared/paths/market-paths';
import { ChangePill, Toned } from '../ui/market-parts/change-text';
import styles from '../ui/market-parts/parts.module.css';

export interface QuoteRowProps {
  quote: Quote;
  /** A small line under the price, e.g. the volume when the list is sorted by it. */
  extra?: ReactNode;
  /** Before the name, e.g. a rank. */
  lead?: ReactNode;
}

export function QuoteRow({ quote, extra, lead }: QuoteRowProps) {
  const decimals = priceDecimals(quote.kind);
  return (
    <Link to={detailPath(quote.symbol)} className={styles.row} data-testid={`quote-row-${quote.symbol}`}>
      {lead}
      <span className={styles.rowName}>
        <span className={styles.name} data-testid="quote-name">
          {quote.name}
        </span>
        <span className={styles.code}>{quote.symbol}</span>
      </span>
      <span className={styles.rowPrice}>
        <Toned change={quote.change} testId="quote-last">
          {formatPrice(quote.last ?? quote.prevClose, decimals)}
        </Toned>
        {extra && <span className={styles.extra}>{extra}</span>}
      </span>
      <ChangePill change={quote.changePct} testId="quote-change">
        {formatPercent(quote.changePct)}
      </ChangePill>
    </Link>
  );
}
