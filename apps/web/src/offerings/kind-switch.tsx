/** Chips that move between the three offer screens: block trading, placements, auctions. */
import { useNavigate } from 'react-router';
import { TabStrip } from '../ui/market-parts/tab-strip';
import { useTranslation } from '../ui/translation-context';
import { offerPaths } from '../shared/paths/offering-paths';

type Kind = 'block' | 'placement' | 'auction';
const kinds: readonly Kind[] = ['block', 'placement', 'auction'];

export function KindSwitch({ current }: { current: Kind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TabStrip
      compact
      label={t('offers.tabsLabel')}
      choices={kinds.map((kind) => ({ value: kind, label: t(`offers.titles.${kind}`) }))}
      value={current}
      onChange={(kind) => void navigate(offerPaths[kind], { replace: true })}
      testId="offer-kind"
    />
  );
}
