/** One strategy (`/gdindex/strategy/:id`): its figures, equity curve, recent trades and rules, and the follow sheet. */
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from 'antd-mobile';
import { formatDateTime } from '../ui/format-time';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useSignedInAccount } from '../api/use-session';
import { useFollowStrategy, useMyMentorApplication, useStrategy } from './api/copy-queries';
import { EquityCurve } from './equity-curve';
import { FollowSheet } from './follow-sheet';
import { StrategyFigures } from './strategy-figures';
import styles from './copy.module.css';

export function StrategyPage() {
  const { t, language } = useTranslation();
  const money = useMoney();
  const strategyId = Number(useParams().id);
  const strategy = useStrategy(strategyId);
  const account = useSignedInAccount();
  // A mentor's own strategy is not offered to them: following it would only mirror their orders twice.
  const mentorApplication = useMyMentorApplication();
  const mine = mentorApplication.data?.application?.strategyId === strategyId;
  // The money call lives here, so its idempotency key outlives the sheet.
  const followStrategy = useFollowStrategy();
  const [following, setFollowing] = useState(false);

  const body = () => {
    if (strategy.isError && !strategy.data) return <LoadFailed query={strategy} />;
    if (!strategy.data) return <PageLoading />;
    const data = strategy.data;
    return (
      <>
        <section className={styles.section} data-testid="copy-detail">
          <div className={styles.cardHead}>
            <h2 className={styles.name}>{data.name}</h2>
            <span className={styles.badge}>{data.kind === 'house' ? t('copy.house') : t('copy.mentor')}</span>
          </div>
          <StrategyFigures strategy={data} testId="copy-detail" />
          <p className={styles.muted}>
            {data.symbol ? `${t('copy.instrument')}: ${data.symbol} · ` : ''}
            {t('copy.since')}: {formatDateTime(data.since, language)}
          </p>
        </section>
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('copy.curve')}</h2>
          <EquityCurve points={data.equityCurve} capital={data.capital} />
        </section>
        <section className={styles.section} data-testid="copy-trades">
          <h2 className={styles.heading}>{t('copy.recentTrades')}</h2>
          {data.recentTrades.length === 0 ? (
            <p className={styles.muted}>{t('copy.noTrades')}</p>
          ) : (
            <ul className={styles.lines}>
              {data.recentTrades.map((trade) => (
                <li key={`${trade.orderId}-${trade.side}`} className={styles.line}>
                  <span>
                    {t('copy.tradeLine', {
                      side: trade.side === 'buy' ? t('copy.buy') : t('copy.sell'),
                      symbol: trade.symbol,
                      shares: trade.shares,
                      price: money.amount(trade.price, 'JPY'),
                    })}
                  </span>
                  <span className={styles.muted}>{formatDateTime(trade.at, language)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.section} data-testid="copy-rules">
          <h2 className={styles.heading}>{t('copy.rulesTitle')}</h2>
          <ul className={styles.rules}>
            <li>{t('copy.rule', { description: data.description })}</li>
            {data.kind === 'mentor' && (
              <li data-testid="copy-record-rule">{t('copy.recordRule', { capital: money.amount(data.capital, 'JPY') })}</li>
            )}
            <li>{t('copy.sizingRule')}</li>
            <li>{t('copy.stopLossRule', { min: data.rules.stopLossMin, max: data.rules.stopLossMax })}</li>
            <li>{t('copy.feeRule', { pct: data.rules.performanceFeePct })}</li>
          </ul>
        </section>
        {mine && (
          <p className={styles.muted} data-testid="copy-own-strategy">
            {t('copy.yourStrategy')}
          </p>
        )}
        {data.status === 'running' && account !== null && !mine && (
          <div className={styles.actions}>
            <Button color="primary" onClick={() => setFollowing(true)} data-testid="copy-follow">
              {t('copy.follow')}
            </Button>
          </div>
        )}
        {following && <FollowSheet strategy={data} followStrategy={followStrategy} onClose={() => setFollowing(false)} />}
      </>
    );
  };

  return (
    <Page title={t('copy.detailTitle')} backTo="/gdindex/gdindex" testId="copy-strategy-page">
      {body()}
    </Page>
  );
}
