/** `/common/text`: the about, privacy and trading-rules documents, in the current language. */
import { useQuery } from '@tanstack/react-query';
import { type RequestOf, accountMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useTranslation } from '../../ui/translation-context';

export type TextName = RequestOf<typeof accountMemberApi.text>['name'];

export function useText(name: TextName) {
  const { client } = useApi();
  const { language } = useTranslation();
  // The server answers in the `lang` header's language, so each language is its own cache entry.
  return useQuery({
    queryKey: ['text', name, language],
    queryFn: async () => dataOrThrow(await client.send(accountMemberApi.text, { name })),
    staleTime: 10 * 60_000,
  });
}
