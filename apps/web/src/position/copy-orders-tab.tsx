/**
 * The positions screen's copy-orders tab. Copy trading is built apart (its own issue); until it
 * lands this tab says plainly that it is not available, and nothing is copied. Replace this file
 * with the copy-trading list when it exists.
 */
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';

export function CopyOrdersTab() {
  const { t } = useTranslation();
  return (
    <StatusView
      tone="info"
      title={t('offers.positionsTab.copyTitle')}
      description={t('offers.positionsTab.copyBody')}
      testId="positions-copy-unavailable"
    />
  );
}
