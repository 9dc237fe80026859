/**
 * My IPO applications (`/market/subscribeRecord`): every application in every state, newest first,
 * with Pay for those awaiting payment and a link to the position each payment became.
 */
import { useNavigate } from 'react-router';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { LoadMore } from '../ui/load-more';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { usePayIpo } from './api/ipo-calls';
import { useIpoApplications } from './api/ipo-queries';
import { ipoPaths } from './ipo-paths';
import { ApplicationCard } from './my-application-card';
import styles from './ipo.module.css';

export function IpoRecordsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const records = useIpoApplications();
  // One call for the screen, above the cards: its key outlives the confirmation dialog.
  const pay = usePayIpo();
  const items = records.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title={t('ipo.recordsTitle')} backTo={ipoPaths.list()} testId="ipo-records-page">
      {records.isError && !records.data ? (
        <LoadFailed query={records} />
      ) : !records.data ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <StatusView
          tone="info"
          title={t('ipo.recordsEmpty')}
          description={t('ipo.recordsEmptyBody')}
          action={{
            label: t('ipo.openIpos'),
            onClick: () => void navigate(ipoPaths.list('subscribing')),
            testId: 'ipo-records-to-list',
          }}
          testId="ipo-records-empty"
        />
      ) : (
        <>
          <div className={styles.list} data-testid="ipo-records">
            {items.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                pay={pay}
                titled
                testId={`ipo-record-${application.id}`}
              />
            ))}
          </div>
          <LoadMore
            hasMore={records.hasNextPage}
            loading={records.isFetchingNextPage}
            onLoadMore={() => void records.fetchNextPage()}
            testId="ipo-records-more"
          />
        </>
      )}
    </Page>
  );
}
