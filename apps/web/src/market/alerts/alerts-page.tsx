/**
 * Price alerts (`/market/alerts?symbol=`): with a stock, the form to add an alert for it on
 * top; then every alert of the member, active ones first, each removable. Reached from a
 * stock's screen and from the messages screen, where a fired alert arrives.
 */
import { useSearchParams } from 'react-router';
import type { PriceAlert } from '@kabuto/contracts';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { formatDateTime } from '../../ui/format-time';
import { showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useQuote } from '../../shared/api/get-quote';
import { usePriceAlerts, useRemovePriceAlert } from '../api/price-alerts';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { formatPrice } from '../../ui/market-parts/quote-format';
import { detailPath } from '../../shared/paths/market-paths';
import { AlertForm } from './alert-form';
import styles from './alerts.module.css';

const maxActive = 50;

export function AlertsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim();
  const quote = useQuote(symbol).data;
  const alerts = usePriceAlerts();

  return (
    <Page title={t('market.alerts.title')} backTo={symbol ? detailPath(symbol) : '/user/msgInfo'} testId="alerts-page">
      {quote && quote.kind === 'stock' && <AlertForm symbol={quote.symbol} name={quote.name} last={quote.last} />}
      <h2 className={styles.heading}>{t('market.alerts.listTitle')}</h2>
      <p className={styles.note}>{t('market.alerts.limitNote', { max: maxActive })}</p>
      {alerts.isError && !alerts.data ? (
        <LoadFailed query={alerts} />
      ) : !alerts.data ? (
        <PageLoading />
      ) : alerts.data.length === 0 ? (
        <StatusView
          tone="info"
          title={t('market.alerts.empty')}
          description={t('market.alerts.emptyBody')}
          testId="alerts-empty"
        />
      ) : (
        <ul className={styles.list} data-testid="alerts-list">
          {alerts.data.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </Page>
  );
}

function AlertRow({ alert }: { alert: PriceAlert }) {
  const { t, language } = useTranslation();
  const removeAlert = useRemovePriceAlert();
  const condition =
    alert.kind === 'above'
      ? t('market.alerts.conditionAbove', { value: formatPrice(alert.value) })
      : alert.kind === 'below'
        ? t('market.alerts.conditionBelow', { value: formatPrice(alert.value) })
        : t('market.alerts.conditionChange', { value: alert.value });

  async function remove() {
    if ((await removeAlert.mutateAsync(alert.id)) !== false) showToast(t('market.alerts.removed'));
  }

  return (
    <li className={styles.item} data-testid="alert-row">
      <div className={styles.itemText}>
        <span className={styles.name}>
          {alert.name} <span className={styles.code}>{alert.symbol}</span>
        </span>
        <span className={styles.condition}>{condition}</span>
        <span className={alert.status === 'active' ? styles.active : styles.reached} data-testid="alert-status">
          {alert.status === 'active'
            ? t('market.alerts.active')
            : t('market.alerts.triggered', {
                time: alert.triggeredAt ? formatDateTime(alert.triggeredAt, language) : '',
                price: formatPrice(alert.triggerPrice),
              })}
        </span>
      </div>
      <button
        type="button"
        className={styles.remove}
        disabled={removeAlert.isPending}
        onClick={() => void remove()}
        data-testid="alert-remove"
      >
        {t('market.alerts.remove')}
      </button>
    </li>
  );
}
