/** One card: bank, masked number, holder (in katakana for a Japanese account), type, its cool-down badge, and removal. */
import type { BankCard } from '@kabuto/contracts';
import { confirm } from '../../ui/confirm';
import { formatDateTime } from '../../ui/format-time';
import { showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useRemoveBankCard } from '../api/remove-bank-card';
import { showMaskedCardNumber } from './card-number';
import styles from './cards.module.css';

export function BankCardItem({ card }: { card: BankCard }) {
  const { t, language } = useTranslation();
  const remove = useRemoveBankCard();
  const last4 = card.cardNumberMasked.slice(-4);

  async function askToRemove() {
    const confirmed = await confirm({
      title: t('cards.removeTitle'),
      content: t('cards.removeBody', { bank: card.bankName, last4 }),
      confirmText: t('cards.remove'),
      cancelText: t('user.cancel'),
      testId: 'card-remove',
      danger: true,
    });
    if (!confirmed) return;
    if ((await remove.mutateAsync(card.id)) !== false) showToast(t('cards.removed'));
  }

  return (
    <li className={styles.card} data-testid={`card-${card.id}`}>
      <div className={styles.cardTop}>
        <span className={styles.bank}>{card.bankName}</span>
        <span className={styles.type} data-testid="card-type-label">
          {card.accountType ? t(`cards.accountTypes.${card.accountType}`) : t(`cards.types.${card.cardType}`)}
        </span>
      </div>
      <p className={styles.number} data-testid="card-number">
        {showMaskedCardNumber(card.cardNumberMasked)}
      </p>
      <div className={styles.cardBottom}>
        <span>
          {card.holderNameKana ?? card.holderName} · {card.branchName} ({card.branchCode})
        </span>
        <button
          type="button"
          className={styles.remove}
          onClick={() => void askToRemove()}
          disabled={remove.isPending}
          data-testid="card-remove"
        >
          {t('cards.remove')}
        </button>
      </div>
      {card.coolingDown && (
        <p className={styles.cooling} data-testid="card-cooling">
          {t('cards.coolingUntil', { time: formatDateTime(card.withdrawableFrom, language) })}
        </p>
      )}
    </li>
  );
}
