/**
 * A strategy's equity curve as a small SVG: whole yen scaled to the drawing in bigint, so no
 * amount passes through a float; only the final pixel coordinate is a number.
 */
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import styles from './copy.module.css';

const width = 1000;
const height = 300;

const wholeYen = (value: string) => BigInt(value.split('.')[0] ?? '0');

export function EquityCurve({ points, capital }: { points: readonly { time: string; equity: string }[]; capital: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (points.length < 2) return <p className={styles.muted}>{t('copy.curveEmpty')}</p>;
  const values = points.map((point) => wholeYen(point.equity));
  const base = wholeYen(capital);
  let low = base;
  let high = base;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  // A flat curve is drawn across the middle; otherwise the lowest point is the bottom and the highest the top.
  const span = high - low;
  const y = (value: bigint) => (span === 0n ? height / 2 : Number(((high - value) * BigInt(height)) / span));
  const x = (index: number) => Math.round((index * width) / (points.length - 1));
  const path = values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(value)}`).join(' ');
  return (
    <>
      <svg
        className={styles.curve}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('copy.curve')}
        data-testid="copy-curve"
      >
        <line className={styles.curveBase} x1={0} x2={width} y1={y(base)} y2={y(base)} />
        <path className={styles.curveLine} d={path} />
      </svg>
      <div className={styles.curveAxis}>
        <span data-testid="copy-curve-low">{money.amount(low.toString(), 'JPY')}</span>
        <span data-testid="copy-curve-high">{money.amount(high.toString(), 'JPY')}</span>
      </div>
    </>
  );
}
