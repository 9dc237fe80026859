/** The member's money on the mine tab: yen totals, each currency held, and what is on hold. */
import { Skeleton } from 'antd-mobile';
import type { UserInfo } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { isZeroAmount } from '../ui/money';
import { useHolds } from './api/get-holds';
import { holdText } from './hold-text';
import { cashKeptForLoan } from './funds-rules';
import styles from './assets.module.css';

export function Assets({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!info) {
    return (
      <section className={styles.assets} aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );
  }
  // While a loan is owed, the cash it keeps as collateral is not withdrawable: the split shows what is.
  const jpy = info.balances.find((balance) => balance.currency === 'JPY')?.available ?? '0';
  const kept = cashKeptForLoan(jpy, info.withdrawable);
  return (
    <section className={styles.assets} aria-labelledby="user-total-label">
      <p className={styles.assetsLabel} id="user-total-label">
        {t('user.totalAssets')}
      </p>
      <p className={styles.total} data-testid="user-total-assets">
        {money.amount(info.totalAssets, 'JPY')}
      </p>
      <div className={styles.split}>
        {kept ? (
          <div>
            <p className={styles.assetsLabel}>{t('user.withdrawable')}</p>
            <p className={styles.splitValue} data-testid="user-withdrawable">
              {money.amount(info.withdrawable, 'JPY')}
            </p>
          </div>
        ) : (
          <div>
            <p className={styles.assetsLabel}>{t('user.available')}</p>
            <p className={styles.splitValue} data-testid="user-available">
              {money.amount(info.available, 'JPY')}
            </p>
          </div>
        )}
        <div>
          <p className={styles.assetsLabel}>{t('user.frozen')}</p>
          <p className={styles.splitValue} data-testid="user-frozen">
            {money.amount(info.frozen, 'JPY')}
          </p>
        </div>
      </div>
      {kept && (
        <p className={styles.totalsNote} data-testid="user-kept-for-loan">
          {t('user.keptForLoan', { kept: money.amount(kept, 'JPY') })}
        </p>
      )}
      <p className={styles.totalsNote}>{t('user.totalsNote')}</p>
    </section>
  );
}

/** Every currency the member holds, available and on hold; yen always, others once they are not zero. */
export function Balances({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shown = info.balances.filter(
    (balance) => balance.currency === 'JPY' || !isZeroAmount(balance.available) || !isZeroAmount(balance.frozen),
  );
  return (
    <section className={styles.panel} aria-labelledby="user-balances" data-testid="user-balances">
      <h2 className={styles.panelTitle} id="user-balances">
        {t('user.balances')}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('user.currency')}</th>
            <th scope="col">{t('user.available')}</th>
            <th scope="col">{t('user.frozen')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((balance) => (
            <tr key={balance.currency} data-testid={`balance-${balance.currency}`}>
              <th scope="row">{balance.currency}</th>
              <td data-testid="balance-available">{money.amount(balance.available, balance.currency)}</td>
              <td data-testid="balance-frozen">{money.amount(balance.frozen, balance.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Each amount on hold with what it is for, so "on hold" is never a mystery. */
export function Holds() {
  const { t, language } = useTranslation();
  const money = useMoney();
  const holds = useHolds();
  if (!holds.data || holds.data.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="user-holds" data-testid="user-holds">
      <h2 className={styles.panelTitle} id="user-holds">
        {t('user.holds')}
      </h2>
      <ul className={styles.holds}>
        {holds.data.map((hold) => {
          const text = holdText(hold, t, language, (price) => money.amount(price, 'JPY'));
          return (
            <li key={`${hold.purpose}-${hold.reference}`} className={styles.hold} data-testid={`hold-${hold.reference}`}>
              <span className={styles.holdWhat}>{text.what}</span>
              <span className={styles.holdAmount}>{money.amount(hold.amount, hold.currency)}</span>
              {text.state && (
                <span className={styles.holdState} data-testid="hold-state">
                  {text.state}
                </span>
              )}
              <time className={styles.holdTime} dateTime={hold.createdAt}>
                {formatDateTime(hold.createdAt, language)}
              </time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
