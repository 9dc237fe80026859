/** The five top gainers on the home screen, live; "more" opens the hot lists. */
import { rankHot } from '@kabuto/domain';
import { useTranslation } from '../../ui/translation-context';
import { useHot } from '../api/get-hot';
import { useLiveQuotes } from '../../shared/live/use-live-quotes';
import { SectionFailed } from '../../ui/market-parts/load-failed';
import { QuoteRow } from '../quote-row';
import parts from '../../ui/market-parts/parts.module.css';

export const homeGainers = 5;

export function TopGainers() {
  const { t } = useTranslation();
  const hot = useHot('gainers', homeGainers, { silent: true });
  const rows = rankHot('gainers', useLiveQuotes(hot.data ?? []));
  if (hot.isError && !hot.data) return <SectionFailed message={t('market.loadFailed')} query={hot} testId="gainers-failed" />;
  if (!hot.data)
    return (
      <div className={parts.loading}>
        <span className="kb-spinner" />
      </div>
    );
  return (
    <ol className={parts.list} data-testid="home-gainers">
      {rows.map((quote) => (
        <li key={quote.symbol}>
          <QuoteRow quote={quote} />
        </li>
      ))}
    </ol>
  );
}
