/** The member's cards to choose from; a card still cooling down cannot be chosen, and says until when. */
import type { BankCard } from '@kabuto/contracts';
import { fieldErrorText } from '../ui/field-error';
import { formatDateTime } from '../ui/format-time';
import { useTranslation } from '../ui/translation-context';
import { showMaskedCardNumber } from './cards/card-number';
import styles from './funds.module.css';

export interface WithdrawCardsProps {
  cards: readonly BankCard[];
  value: number;
  onChange: (id: number) => void;
  error?: string;
}

export function WithdrawCards({ cards, value, onChange, error }: WithdrawCardsProps) {
  const { t, language } = useTranslation();
  return (
    <div className={styles.channels} role="radiogroup" aria-label={t('withdraw.card')}>
      {cards.map((card) => (
        <button
          key={card.id}
          type="button"
          role="radio"
          aria-checked={card.id === value}
          disabled={card.coolingDown}
          className={styles.channel}
          onClick={() => onChange(card.id)}
          data-testid={`withdraw-card-${card.id}`}
        >
          <span className={styles.channelName}>
            {card.bankName} {showMaskedCardNumber(card.cardNumberMasked)}
          </span>
          <span className={styles.channelDetail}>
            {card.holderName} · {card.branchName}
          </span>
          {card.coolingDown && (
            <span className={styles.cooling} data-testid="withdraw-card-cooling">
              {t('withdraw.cardCooling', { time: formatDateTime(card.withdrawableFrom, language) })}
            </span>
          )}
        </button>
      ))}
      {error && (
        <p className={styles.error} role="alert" data-testid="withdraw-card-error">
          {cards.every((card) => card.coolingDown) ? t('withdraw.allCooling') : fieldErrorText(t, error)}
        </p>
      )}
    </div>
  );
}
