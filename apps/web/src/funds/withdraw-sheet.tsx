/**
 * The last step of a withdrawal: what will be sent where, and the fund password that confirms it.
 * A wrong password is said under the field and the sheet stays open for another try.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BankCard, Currency } from '@kabuto/contracts';
import { FormCard, TextField } from '../ui/form-field';
import { InfoList } from '../ui/info-list';
import { Sheet } from '../ui/sheet';
import { SubmitButton } from '../ui/submit-button';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { fundPasswordFailures, type Withdraw } from './api/withdraw';
import { FundPasswordMissing } from './fund-password-missing';
import type { WithdrawOutcome } from './withdraw-done';
import { showMaskedCardNumber } from './cards/card-number';
import styles from './funds.module.css';
import { showRestriction, supportRestrictionCodes } from '../ui/restriction-dialog';
import { supportPath } from '../shared/paths/app-paths';

export interface WithdrawSheetProps {
  card: BankCard;
  amount: string;
  currency: Currency;
  /** The form's call, whose idempotency key outlives this sheet. */
  withdraw: Withdraw;
  onClose: () => void;
  onDone: (outcome: WithdrawOutcome) => void;
}

export function WithdrawSheet({ card, amount, currency, withdraw, onClose, onDone }: WithdrawSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const [fundPassword, setFundPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (withdraw.pending) return;
    if (!fundPassword) return setError(t('fields.required'));
    prepareToasts();
    const result = await withdraw.run({ bankCardId: card.id, amount, currency, fundPassword });
    if (result.ok) return onDone({ orderNo: result.data.orderNo, amount, currency });
    const { code, message } = result.failure;
    if (fundPasswordFailures.includes(code)) {
      setFundPassword('');
      return setError(message);
    }
    if (code === 'fund_password_not_set') return setMissing(true);
    // Anything else (hours, balance, limits) concerns the form behind the sheet.
    if (supportRestrictionCodes.has(code)) {
      // Withdrawals suspended: the dialog leads to customer service.
      const labels = { contact: t('nav.customerService'), close: t('common.close') };
      showRestriction(message, labels, () => void navigate(supportPath));
    } else if (result.failure.status !== 401) showToast(message);
    onClose();
  }

  return (
    <Sheet open title={t('withdraw.confirmTitle')} onClose={onClose} testId="withdraw-sheet">
      {missing ? (
        <FundPasswordMissing />
      ) : (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <InfoList
            testId="withdraw-summary"
            rows={[
              { key: 'amount', label: t('withdraw.confirmAmount'), value: money.amount(amount, currency), strong: true },
              {
                key: 'card',
                label: t('withdraw.confirmCard'),
                value: `${card.bankName} ${showMaskedCardNumber(card.cardNumberMasked)}`,
              },
              { key: 'holder', label: t('withdraw.confirmHolder'), value: card.holderName },
            ]}
          />
          <div className={styles.gap}>
            <FormCard>
              <TextField
                id="withdraw-fund-password"
                type="password"
                label={t('withdraw.fundPassword')}
                placeholder={t('withdraw.fundPasswordPlaceholder')}
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={6}
                autoComplete="off"
                value={fundPassword}
                onChange={(event) => {
                  setFundPassword(event.target.value);
                  setError(undefined);
                }}
                error={error}
              />
            </FormCard>
          </div>
          <SubmitButton label={t('withdraw.confirm')} loading={withdraw.pending} testId="withdraw-confirm" />
        </form>
      )}
    </Sheet>
  );
}
