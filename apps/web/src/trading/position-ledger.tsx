/** How a position came about and what it moved: its fills level by level, and its ledger entries with their postings. */
import type { Catalog } from '@kabuto/i18n';
import { formatDateTime } from '../ui/format-time';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { PositionDetail } from './api/get-position';
import { showPrice } from '../ui/market-parts/trade-format';
import styles from './positions.module.css';

type Reason = keyof Catalog['positionDetail']['reasons'];
type Account = keyof Catalog['positionDetail']['accounts'];
const reasons: readonly Reason[] = [
  'order_hold',
  'order_release',
  'fill',
  'margin_hold',
  'margin_release',
  'close',
  'fee',
  'tax',
  'application_hold',
  'application_release',
  'allotment_payment',
  'allotment_refund',
  'tax_withheld',
  'tax_refunded',
];
const accounts: readonly Account[] = ['available', 'frozen', 'margin', 'fees', 'taxes', 'market', 'withheld_tax'];

export function PositionFills({ fills }: { fills: PositionDetail['fills'] }) {
  const { t, language } = useTranslation();
  if (fills.length === 0) return null;
  return (
    <section aria-labelledby="position-fills">
      <h2 className={styles.sectionTitle} id="position-fills">
        {t('positionDetail.fills')}
      </h2>
      <ul className={`${styles.section} ${styles.list}`} data-testid="position-fills">
        {fills.map((fill, index) => (
          <li key={`${fill.side}-${fill.time}-${index}`} className={styles.entry}>
            <div className={styles.line}>
              <span className={styles.badge}>{t(`positionDetail.fillSides.${fill.side}`)}</span>
              <span>
                {t('positionDetail.fillLine', { shares: fill.shares.toLocaleString('en-US'), price: showPrice(fill.price) })}
              </span>
              <span className={`${styles.end} ${styles.meta}`}>{formatDateTime(fill.time, language)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PositionEntries({ entries }: { entries: PositionDetail['entries'] }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="position-entries">
      <h2 className={styles.sectionTitle} id="position-entries">
        {t('positionDetail.entries')}
      </h2>
      <p className={styles.sectionNote}>{t('positionDetail.entriesNote')}</p>
      <ul className={`${styles.section} ${styles.list}`} data-testid="position-entries">
        {entries.map((entry, index) => {
          const reason = reasons.find((known) => known === entry.reason);
          return (
            <li key={`${entry.reference}-${entry.time}-${index}`} className={styles.entry} data-testid="position-entry">
              <div className={styles.line}>
                <span className={styles.reason} data-testid="position-entry-reason">
                  {reason ? t(`positionDetail.reasons.${reason}`) : entry.reason}
                </span>
                <span className={`${styles.end} ${styles.meta}`}>{formatDateTime(entry.time, language)}</span>
              </div>
              <div className={styles.code}>{entry.reference}</div>
              <ul className={styles.postings}>
                {entry.postings.map((posting, postingIndex) => {
                  const account = accounts.find((known) => known === posting.account);
                  return (
                    <li key={`${posting.account}-${postingIndex}`}>
                      <span>{account ? t(`positionDetail.accounts.${account}`) : posting.account}</span>
                      <span>{money.signed(posting.amount, 'JPY')}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
