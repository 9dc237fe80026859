/**
 * Deposit, step two (`/user/rechargeChannel?currency=&amount=`): choose the firm's account to pay
 * into, optionally attach a photo of the transfer receipt, and announce the deposit. The answer
 * is the payee and the reference the member writes in the transfer.
 */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { currencySchema, type ReplyOf, fundsMemberApi } from '@kabuto/contracts';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { useTranslation } from '../ui/translation-context';
import { useDepositChannels } from './api/get-deposit-channels';
import { LoadFailed } from '../ui/load-failed';
import { DepositInstructions } from './deposit-instructions';
import { DepositChannelForm } from './deposit-channel-form';

export type DepositResult = ReplyOf<typeof fundsMemberApi.deposit>;

export function DepositChannelPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const currency = currencySchema.safeParse(params.get('currency'));
  const amount = params.get('amount') ?? '';
  const channels = useDepositChannels();
  const [result, setResult] = useState<DepositResult | null>(null);

  // Opened without an amount (a bookmark, a reload after the query was lost): start at step one.
  if (!currency.success || !amount) return <Navigate to="/user/recharge" replace />;
  return (
    <Page
      title={result ? t('deposit.createdTitle') : t('deposit.channelTitle')}
      backTo="/user/recharge"
      testId="deposit-channel-page"
    >
      {result ? (
        <DepositInstructions result={result} />
      ) : channels.isError ? (
        <LoadFailed query={channels} />
      ) : !channels.data ? (
        <PageLoading />
      ) : (
        <DepositChannelForm
          currency={currency.data}
          amount={amount}
          channels={channels.data.filter((channel) => channel.currency === currency.data)}
          onCreated={setResult}
        />
      )}
    </Page>
  );
}
