/**
 * The chart card: period tabs, the chart with its indicators, the pickers of the main overlay and
 * the lower pane, and the charting library's attribution. The chart code (and the library) load
 * only when this card is first shown.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { intlLocale } from '@kabuto/i18n';
import { useTranslation } from '../../ui/translation-context';
import { klinePeriods, type KlinePeriod } from '../api/get-kline';
import { SectionFailed } from '../../ui/market-parts/load-failed';
import { TabStrip } from '../../ui/market-parts/tab-strip';
import { tonePalettes } from '../../ui/market-parts/price-tone';
import { toChartBars } from './bars';
import { lowerPanes, overlays, type LowerPane, type Overlay } from './chart-data';
import { useChartBars } from './use-chart-bars';
import styles from './chart.module.css';

const KlineChart = lazy(() => import('./kline-chart').then((module) => ({ default: module.KlineChart })));

const intradayPeriods: readonly KlinePeriod[] = ['1m', '5m', '10m', '30m'];

export interface ChartPanelProps {
  symbol: string;
  name: string;
  precision: number;
  /** Indices trade no shares of their own: no volume pane for them. */
  hasVolume: boolean;
  /** The day's change of the quote, which colours the last price's tag. */
  change: string | null;
}

export function ChartPanel({ symbol, name, precision, hasVolume, change }: ChartPanelProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<KlinePeriod>('1m');
  const [overlay, setOverlay] = useState<Overlay>('MA');
  const panes = hasVolume ? lowerPanes : lowerPanes.filter((choice) => choice !== 'VOL');
  const [pane, setPane] = useState<LowerPane>(panes[0] ?? 'MACD');
  return (
    <section className={styles.card} aria-label={t('market.chart.label', { name, period: t(`market.chart.periods.${period}`) })}>
      <TabStrip
        label={t('market.chart.periodsLabel')}
        choices={klinePeriods.map((value) => ({ value, label: t(`market.chart.periods.${value}`) }))}
        value={period}
        onChange={setPeriod}
        testId="period"
      />
      {/* A new chart per stock and period: its axis and history are its own. */}
      <ChartBody
        key={`${symbol}:${period}`}
        symbol={symbol}
        name={name}
        period={period}
        overlay={overlay}
        pane={pane}
        precision={precision}
        change={change}
      />
      <div className={styles.pickers}>
        <TabStrip
          compact
          label={t('market.chart.overlayLabel')}
          choices={overlays.map((value) => ({ value, label: t(`market.chart.indicators.${value}`) }))}
          value={overlay}
          onChange={setOverlay}
          testId="overlay"
        />
        <TabStrip
          compact
          label={t('market.chart.paneLabel')}
          choices={panes.map((value) => ({ value, label: t(`market.chart.indicators.${value}`) }))}
          value={pane}
          onChange={setPane}
          testId="pane"
        />
      </div>
      <p className={styles.attribution}>
        {t('market.chart.times')}{' '}
        <span data-testid="chart-attribution">
          {t('market.chart.attribution')}{' '}
          <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
            {t('market.chart.attributionLink')}
          </a>
        </span>
      </p>
    </section>
  );
}

interface ChartBodyProps extends Omit<ChartPanelProps, 'hasVolume'> {
  period: KlinePeriod;
  overlay: Overlay;
  pane: LowerPane;
}

function ChartBody({ symbol, name, period, overlay, pane, precision, change }: ChartBodyProps) {
  const { t, language } = useTranslation();
  const { bars, history } = useChartBars(symbol, period);
  const chartBars = useMemo(() => toChartBars(bars), [bars]);
  const placeholder = (text: string) => (
    <div className={styles.placeholder} role="status" data-testid="chart-placeholder">
      {text}
    </div>
  );

  if (history.isError && !history.data) {
    return <SectionFailed message={t('market.chart.failed')} query={history} testId="chart-failed" />;
  }
  if (!history.data) return placeholder(t('market.chart.loading'));
  if (chartBars.length === 0) return placeholder(t('market.chart.empty'));

  function needOlder() {
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  }

  return (
    <div className={styles.body} data-testid="kline-chart" data-period={period} data-bars={chartBars.length}>
      <Suspense fallback={placeholder(t('market.chart.loading'))}>
        <KlineChart
          bars={chartBars}
          overlay={overlay}
          pane={pane}
          palette={tonePalettes[language]}
          change={change}
          locale={intlLocale[language]}
          language={language}
          precision={precision}
          intraday={intradayPeriods.includes(period)}
          label={t('market.chart.label', { name, period: t(`market.chart.periods.${period}`) })}
          onNeedOlder={needOlder}
        />
      </Suspense>
      {history.isFetchingNextPage && <p className={styles.older}>{t('market.chart.olderLoading')}</p>}
    </div>
  );
}
