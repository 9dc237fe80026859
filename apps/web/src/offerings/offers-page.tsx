/**
 * Block trading (`/common/dividend`) and placements (`/common/dividend2`): the published rule, the
 * products with their terms and the apply sheet, and my applications under a second tab.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CallResult } from '../api/api-client';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { TabStrip } from '../ui/market-parts/tab-strip';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import type { OffersTab } from '../shared/paths/offering-paths';
import { useBlockApply, usePlacementApply } from './api/offer-calls';
import { useOfferProducts, type OfferKind } from './api/offer-queries';
import { ApplySheet, type SharesCall } from './apply-sheet';
import { KindSwitch } from './kind-switch';
import { ApplicationsList } from './my-applications';
import { ProductCard, type OfferProduct } from './product-card';
import styles from './offerings.module.css';

export function OffersPage({ kind }: { kind: OfferKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: OffersTab = params.get('tab') === 'mine' ? 'mine' : 'products';
  return (
    <Page title={t(`offers.titles.${kind}`)} backTo="/home/index" testId={`${kind}-page`}>
      <KindSwitch current={kind} />
      <TabStrip
        label={t('offers.tabsLabel')}
        choices={[
          { value: 'products', label: t('offers.tabs.products') },
          { value: 'mine', label: t('offers.tabs.mine') },
        ]}
        value={tab}
        onChange={(next) => setParams(next === 'products' ? {} : { tab: next }, { replace: true })}
        testId={`${kind}-tab`}
      />
      {tab === 'mine' ? <ApplicationsList kind={kind} /> : <Products kind={kind} />}
    </Page>
  );
}

function Products({ kind }: { kind: OfferKind }) {
  const { t } = useTranslation();
  const query = useOfferProducts(kind);
  // Both money calls live here, above the sheet, so the key of an intent outlives it.
  const blockApply = useBlockApply();
  const placementApply = usePlacementApply();
  const [applying, setApplying] = useState<OfferProduct | null>(null);
  const callFor = (product: OfferProduct): SharesCall =>
    kind === 'block'
      ? {
          open: (shares) => blockApply.open({ productId: product.id, shares }),
          run: (shares): Promise<CallResult<{ held: string }>> => blockApply.run({ productId: product.id, shares }),
          pending: blockApply.pending,
          offline: blockApply.offline,
        }
      : {
          open: (shares) => placementApply.open({ placementId: product.id, shares }),
          run: (shares): Promise<CallResult<{ held: string }>> => placementApply.run({ placementId: product.id, shares }),
          pending: placementApply.pending,
          offline: placementApply.offline,
        };
  if (query.isError && !query.data) return <LoadFailed query={query} />;
  if (!query.data) return <PageLoading />;
  return (
    <>
      <p className={styles.intro}>{t(`offers.intro.${kind}`)}</p>
      {query.data.length === 0 ? (
        <StatusView
          tone="info"
          title={t('offers.empty.products')}
          description={t('offers.empty.productsBody')}
          testId={`${kind}-empty`}
        />
      ) : (
        <ul className={styles.list} data-testid={`${kind}-products`}>
          {query.data.map((product) => (
            <ProductCard key={product.id} kind={kind} product={product} onApply={() => setApplying(product)} />
          ))}
        </ul>
      )}
      {applying && <ApplySheet product={applying} call={callFor(applying)} onClose={() => setApplying(null)} />}
    </>
  );
}
