/** The channel choice, the optional receipt photo, and the button that announces the deposit. */
import { useState, type FormEvent } from 'react';
import type { Currency } from '@kabuto/contracts';
import { InfoList } from '../ui/info-list';
import { PhotoPicker } from '../ui/photo-picker';
import { prepareToasts } from '../ui/toast';
import { SubmitButton } from '../ui/submit-button';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useDeposit } from './api/deposit';
import { usePhotoUpload } from '../shared/uploads/use-photo-upload';
import type { DepositChannel } from './deposit-limits';
import type { DepositResult } from './deposit-channel-page';
import styles from './funds.module.css';
import { OfflineReason } from '../ui/offline-reason';

export interface DepositChannelFormProps {
  currency: Currency;
  amount: string;
  channels: readonly DepositChannel[];
  onCreated: (result: DepositResult) => void;
}

export function DepositChannelForm({ currency, amount, channels, onCreated }: DepositChannelFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const deposit = useDeposit();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? null);
  const [receiptId, setReceiptId] = useState<string | null>(null);
  const receipt = usePhotoUpload(setReceiptId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (channelId === null || deposit.pending) return;
    prepareToasts();
    // This page is the deposit's confirmation; its key is made with the first tap and kept for the next.
    const result = await deposit.run({ channelId, amount, currency, ...(receiptId ? { receiptImage: receiptId } : {}) });
    if (result.ok) onCreated(result.data);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <InfoList
        testId="deposit-summary"
        rows={[{ key: 'amount', label: t('deposit.amountToSend'), value: money.amount(amount, currency), strong: true }]}
      />
      <h2 className={styles.heading}>{t('deposit.chooseChannel')}</h2>
      <div className={styles.channels} role="radiogroup" aria-label={t('deposit.chooseChannel')}>
        {channels.map((channel) => (
          <button
            key={channel.id}
            type="button"
            role="radio"
            aria-checked={channel.id === channelId}
            className={styles.channel}
            onClick={() => setChannelId(channel.id)}
            data-testid={`deposit-channel-${channel.id}`}
          >
            {/* The app's own words: every channel is a transfer to the bank account below. The staff's
                name for the channel is theirs (the back office lists it); the bank's names are data. */}
            <span className={styles.channelName}>{t('deposit.channelKind', { currency })}</span>
            <span className={styles.channelDetail} data-testid="deposit-channel-bank">
              {channel.payee.bankName} · {channel.payee.branchName}
            </span>
            <span className={styles.channelDetail}>
              {t('deposit.channelLimits', { min: money.amount(channel.min, currency), max: money.amount(channel.max, currency) })}
            </span>
          </button>
        ))}
      </div>
      <h2 className={styles.heading}>{t('deposit.receipt')}</h2>
      <p className={styles.hint}>{t('deposit.receiptHint')}</p>
      <div className={styles.receipt}>
        <PhotoPicker id="deposit-receipt" label={t('deposit.receiptLabel')} state={receipt.state} onPick={receipt.pick} />
      </div>
      <SubmitButton
        label={t('deposit.submit')}
        loading={deposit.pending}
        disabled={channelId === null || receipt.state.status === 'uploading' || deposit.offline}
        testId="deposit-submit"
      />
      <OfflineReason offline={deposit.offline} />
    </form>
  );
}
