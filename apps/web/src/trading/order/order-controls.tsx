/** The order form's inputs: the long/short switch and the lots stepper. */
import { useTranslation } from '../../ui/translation-context';
import { maxLots, parseLots, stepLots, type Direction } from './order-rules';
import styles from './order.module.css';

export function DirectionSwitch({ value, onChange }: { value: Direction; onChange: (direction: Direction) => void }) {
  const { t } = useTranslation();
  const sides: readonly Direction[] = ['long', 'short'];
  return (
    <div className={styles.directions} role="radiogroup" aria-label={t('order.direction')}>
      {sides.map((side) => (
        <button
          key={side}
          type="button"
          role="radio"
          aria-checked={side === value}
          className={styles.direction}
          data-side={side}
          onClick={() => onChange(side)}
          data-testid={`order-direction-${side}`}
        >
          {t(`order.directions.${side}`)}
        </button>
      ))}
    </div>
  );
}

export interface LotsStepperProps {
  value: string;
  onChange: (lots: string) => void;
  /** Already translated. */
  error?: string;
}

export function LotsStepper({ value, onChange, error }: LotsStepperProps) {
  const { t } = useTranslation();
  const lots = parseLots(value);
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(stepLots(value, -1))}
        disabled={lots !== null && lots <= 1}
        aria-label={t('order.fewerLots')}
        data-testid="order-lots-less"
      >
        −
      </button>
      <input
        id="order-lots"
        className={styles.lotsInput}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        aria-label={t('order.lots')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'order-lots-error' : 'order-lots-hint'}
        data-testid="order-lots"
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(stepLots(value, 1))}
        disabled={lots !== null && lots >= maxLots}
        aria-label={t('order.moreLots')}
        data-testid="order-lots-more"
      >
        +
      </button>
    </div>
  );
}
