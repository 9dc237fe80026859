/**
 * IPOs (`/market/subscribe`): offerings under three tabs (upcoming, subscribing, ended), each with
 * its price, lots, dates with a countdown, applicants and the commitment to its draw. The tab is
 * kept in the address, so back from an offering returns to it.
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { TabStrip } from '../ui/market-parts/tab-strip';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useIpoList } from './api/ipo-queries';
import { ipoTabs, tabOf, type IpoTab } from './ipo-figures';
import { ipoPaths } from './ipo-paths';
import { OfferingCard } from './offering-card';
import styles from './ipo.module.css';

const emptyTexts = {
  upcoming: ['ipo.emptyUpcoming', 'ipo.emptyUpcomingBody'],
  subscribing: ['ipo.emptySubscribing', 'ipo.emptySubscribingBody'],
  ended: ['ipo.emptyEnded', 'ipo.emptyEndedBody'],
} as const;

export function IpoListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: IpoTab = ipoTabs.find((choice) => choice === asked) ?? 'subscribing';
  const list = useIpoList();
  const shown = list.data?.filter((offering) => tabOf(offering.status) === tab) ?? [];

  const body = () => {
    if (list.isError && !list.data) return <LoadFailed query={list} />;
    if (!list.data) return <PageLoading />;
    if (shown.length === 0) {
      const [title, description] = emptyTexts[tab];
      return (
        <StatusView
          tone="info"
          title={t(title)}
          description={t(description)}
          action={
            tab === 'subscribing'
              ? {
                  label: t('ipo.seeUpcoming'),
                  onClick: () => setParams({ tab: 'upcoming' }, { replace: true }),
                  testId: 'ipo-see-upcoming',
                }
              : tab === 'ended'
                ? undefined
                : { label: t('ipo.myApplications'), onClick: () => void navigate(ipoPaths.records), testId: 'ipo-empty-records' }
          }
          testId={`ipo-empty-${tab}`}
        />
      );
    }
    return (
      <ul className={styles.list} data-testid="ipo-list">
        {shown.map((offering) => (
          <OfferingCard key={offering.id} offering={offering} />
        ))}
      </ul>
    );
  };

  return (
    <Page title={t('ipo.title')} backTo="/home/index" testId="ipo-list-page">
      <p className={styles.intro}>{t('ipo.intro')}</p>
      <Link className={styles.topLink} to={ipoPaths.records} data-testid="ipo-records-link">
        {t('ipo.myApplications')} ›
      </Link>
      <TabStrip
        label={t('ipo.title')}
        choices={ipoTabs.map((value) => ({ value, label: t(`ipo.tabs.${value}`) }))}
        value={tab}
        onChange={(value) => setParams({ tab: value }, { replace: true })}
        testId="ipo-tabs"
      />
      {body()}
    </Page>
  );
}
