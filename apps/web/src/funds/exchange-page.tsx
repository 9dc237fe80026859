/**
 * Currency exchange (`/user/exchange`): from and to, an amount, and a live quote at this minute's
 * mid rate with no fee. Confirming sends the quote's minute back, so the result is the preview.
 */
import { useState } from 'react';
import type { Currency, ReplyOf, fundsMemberApi } from '@kabuto/contracts';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { useTranslation } from '../ui/translation-context';
import { useUserInfo } from '../shared/api/get-user-info';
import { LoadFailed } from '../ui/load-failed';
import { ExchangeDone } from './exchange-done';
import { ExchangeForm } from './exchange-form';

export type ExchangeResult = ReplyOf<typeof fundsMemberApi.exchange> & { from: Currency; to: Currency };

export function ExchangePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const [result, setResult] = useState<ExchangeResult | null>(null);
  return (
    <Page title={t('exchange.title')} backTo="/user/usercenter" testId="exchange-page">
      {result ? (
        <ExchangeDone result={result} onAgain={() => setResult(null)} />
      ) : info.data ? (
        <ExchangeForm info={info.data} onDone={setResult} />
      ) : info.isError ? (
        <LoadFailed query={info} />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
