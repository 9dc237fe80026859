/** The LTV gauge: where owed ÷ collateral stands against the thresholds, and the fall in prices that reaches each. */
import type { ReplyOf, loansMemberApi } from '@kabuto/contracts';
import { useTranslation } from '../ui/translation-context';
import { gaugeOffset, gaugeZone } from './loan-figures';
import styles from './loans.module.css';

type Quota = ReplyOf<typeof loansMemberApi.loanQuota>;

export function LtvGauge({ quota }: { quota: Quota }) {
  const { t } = useTranslation();
  const zone = gaugeZone(quota.ltvPct, quota.thresholds);
  return (
    <section className={styles.card} data-testid="loan-gauge">
      <h2 className={styles.heading}>{t('loans.gaugeTitle')}</h2>
      <div className={styles.gaugeValue} data-zone={zone} data-testid="loan-ltv">
        {quota.ltvPct === null ? t('loans.ltvNone') : t('loans.gaugeLabel', { ltv: quota.ltvPct })}
      </div>
      <div
        className={styles.track}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={gaugeOffset(quota.ltvPct)}
        aria-label={t('loans.gaugeTitle')}
      >
        <span className={styles.pointer} style={{ left: `${gaugeOffset(quota.ltvPct)}%` }} />
      </div>
      <div className={styles.marks}>
        {quota.thresholds.map((threshold) => (
          <span key={threshold.kind} className={styles.mark} style={{ left: `${gaugeOffset(threshold.ltvPct)}%` }}>
            {threshold.ltvPct}%
          </span>
        ))}
      </div>
      <ul className={styles.legend}>
        {quota.thresholds.map((threshold) => (
          <li key={threshold.kind} data-kind={threshold.kind}>
            {threshold.ltvPct}% {t(`loans.thresholds.${threshold.kind}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The stress line: at what fall in all prices each threshold would be reached. */
export function StressLine({ quota }: { quota: Quota }) {
  const { t } = useTranslation();
  const nothingOwed = /^0(\.0+)?$/.test(quota.owed);
  return (
    <section className={styles.card} data-testid="loan-stress">
      <h2 className={styles.heading}>{t('loans.stressTitle')}</h2>
      {nothingOwed ? (
        <p className={styles.note}>{t('loans.stressNothingOwed')}</p>
      ) : (
        <ul className={styles.stress}>
          {quota.thresholds.map((threshold) => {
            const params = {
              label: t(`loans.thresholds.${threshold.kind}`),
              level: threshold.ltvPct,
              fall: threshold.fallPct ?? '',
            };
            const text =
              threshold.fallPct === null
                ? t('loans.stressNever', params)
                : Number(threshold.fallPct) === 0
                  ? t('loans.stressReached', params)
                  : t('loans.stressRow', params);
            return (
              <li key={threshold.kind} data-testid={`loan-stress-${threshold.kind}`}>
                {text}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
