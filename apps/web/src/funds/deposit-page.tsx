/**
 * Deposit, step one (`/user/recharge`): how much, in the currency of the firm's accounts, within
 * the limits and hours shown. Step two chooses the account and announces the deposit.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { depositRequest, type Currency } from '@kabuto/contracts';
import { useConfig } from '../api/get-config';
import { FormCard, TextField } from '../ui/form-field';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { SubmitButton } from '../ui/submit-button';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useZodForm } from '../ui/use-zod-form';
import { useDepositChannels } from './api/get-deposit-channels';
import { useUserInfo } from '../shared/api/get-user-info';
import { LoadFailed } from '../ui/load-failed';
import { VerificationNeeded } from '../shared/verification-needed';
import { addAmountIssue, amountIssueText } from './amount-issue-text';
import { depositLimitsFor, type DepositChannel } from './deposit-limits';
import { amountIssue, fundsWindow } from './funds-rules';
import { FundsClosed, useMinute } from './funds-window';
import { CurrencyField, LimitsAndHours } from './funds-parts';
import styles from './funds.module.css';
import { depositChannelPath } from '../shared/paths/funds-paths';

export function DepositPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const channels = useDepositChannels();
  const failed = info.isError ? info : channels.isError ? channels : null;
  return (
    <Page title={t('deposit.title')} backTo="/user/usercenter" testId="deposit-page">
      {failed ? (
        <LoadFailed query={failed} />
      ) : !info.data || !channels.data ? (
        <PageLoading />
      ) : info.data.kycStatus !== 'verified' ? (
        <VerificationNeeded
          kycStatus={info.data.kycStatus}
          body={t('deposit.needVerification')}
          testId="deposit-need-verification"
        />
      ) : channels.data.length === 0 ? (
        <StatusView
          tone="warning"
          title={t('deposit.noChannels')}
          description={t('deposit.noChannelsBody')}
          testId="deposit-no-channels"
        />
      ) : (
        <DepositForm channels={channels.data} />
      )}
    </Page>
  );
}

/** Round sums a member is likely to send, as quick choices for yen. */
const yenPresets = ['10000', '50000', '100000', '500000'] as const;

function DepositForm({ channels }: { channels: readonly DepositChannel[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const config = useConfig();
  const currencies = [...new Set(channels.map((channel) => channel.currency))];
  const [currency, setCurrency] = useState<Currency>(currencies[0] ?? 'JPY');
  const ofCurrency = channels.filter((channel) => channel.currency === currency);
  const limits = depositLimitsFor(currency, ofCurrency, config.values);
  const schema = useMemo(
    () =>
      depositRequest
        .pick({ amount: true })
        .superRefine(({ amount }, context) => addAmountIssue(amountIssue(amount, currency, limits), context)),
    [currency, limits.min, limits.max],
  );
  const form = useZodForm(schema, { amount: '' });
  // The hours are the same for every channel: they are the firm's deposit hours.
  const hours = ofCurrency[0] ?? null;
  const now = useMinute();
  const depositWindow = hours ? fundsWindow(now, hours.hours, hours.days) : null;

  const submit = form.handleSubmit(({ amount }) => {
    void navigate(depositChannelPath(currency, amount));
  });

  if (depositWindow && !depositWindow.open) {
    return (
      <FundsClosed
        title={t('deposit.closedTitle')}
        hours={hours?.hours ?? ''}
        days={hours?.days ?? ''}
        opensAt={depositWindow.opensAt ?? null}
        testId="deposit-closed"
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormCard>
        <CurrencyField currencies={currencies} value={currency} onChange={setCurrency} testId="deposit-currency" />
        <TextField
          id="deposit-amount"
          label={t('deposit.amount', { currency })}
          placeholder={t('deposit.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          error={form.errors.amount ? amountIssueText(t, amountIssue(form.values.amount, currency, limits), currency) : undefined}
          {...form.input('amount')}
        />
        {currency === 'JPY' && (
          <div className={styles.presets}>
            {yenPresets.map((preset) => (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                onClick={() => form.setValue('amount', preset)}
                data-testid={`deposit-preset-${preset}`}
              >
                {money.amount(preset, 'JPY').replace(/\.00$/, '')}
              </button>
            ))}
          </div>
        )}
      </FormCard>
      <LimitsAndHours limits={limits} currency={currency} window={hours} testId="deposit" />
      <SubmitButton label={t('deposit.next')} loading={false} testId="deposit-next" />
    </form>
  );
}
