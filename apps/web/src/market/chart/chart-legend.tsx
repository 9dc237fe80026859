/** The indicator values above the chart: at the bar under the finger, or the newest bar. */
import { intlLocale } from '@kabuto/i18n';
import { useTranslation } from '../../ui/translation-context';
import type { Line } from './chart-data';
import styles from './chart.module.css';

function valueAt(line: Line, time: number | null): number | null {
  const point = time === null ? line.points[line.points.length - 1] : line.points.find((item) => item.time === time);
  return point?.value ?? null;
}

export function ChartLegend({ lines, time, precision }: { lines: readonly Line[]; time: number | null; precision: number }) {
  const { t, language } = useTranslation();
  return (
    <p className={styles.legend} data-testid="chart-legend">
      {lines.map((line) => {
        const value = valueAt(line, time);
        // Volume is a count of shares; the other lines are prices or index readings.
        const digits = line.legend === 'volume' ? 0 : Math.max(precision, 2);
        const shown =
          value === null
            ? '—'
            : value.toLocaleString(intlLocale[language], { maximumFractionDigits: digits, minimumFractionDigits: digits });
        return (
          <span key={line.name} style={{ color: line.color }}>
            {t(`market.chart.legend.${line.legend}`, { period: line.period ?? '' })} {shown}
          </span>
        );
      })}
    </p>
  );
}
