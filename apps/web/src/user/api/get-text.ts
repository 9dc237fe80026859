/** `/common/text`: the about, privacy and trading-rules documents, in the current language. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';

export type TextName = RequestOf<typeof memberApi.text>['name'];

export function useText(name: TextName) {
  const { client } = useApi();
  const { i18n } = useTranslation();
  // The server answers in the `lang` header's language, so each language is its own cache entry.
  return useQuery({
    queryKey: ['text', name, i18n.language],
    queryFn: async () => dataOrThrow(await client.send(memberApi.text, { name })),
    staleTime: 10 * 60_000,
  });
}
