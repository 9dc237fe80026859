/** `/funds/exchangeQuote`: what an exchange would debit and credit at this minute's mid rate. */
import { useQuery } from '@tanstack/react-query';
import { type Currency, fundsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

/** Rates move each minute; the quote on screen is asked for again twice a minute. */
export const quoteRefreshMs = 30_000;

export function useExchangeQuote(request: { from: Currency; to: Currency; amount: string } | null) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'exchangeQuote', request?.from, request?.to, request?.amount),
    // Silent: the screen shows why there is no quote next to the amount, without a toast per keystroke.
    queryFn: async () =>
      dataOrThrow(
        await client.send(fundsMemberApi.exchangeQuote, request ?? { from: 'JPY', to: 'USD', amount: '0' }, { silent: true }),
      ),
    enabled: account !== null && request !== null,
    refetchInterval: quoteRefreshMs,
  });
}
