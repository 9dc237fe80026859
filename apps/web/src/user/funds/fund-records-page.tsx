/**
 * Fund records (`/user/FundingDetails`): deposits, withdrawals, exchanges, trades, rewards and copy trading's money, newest first, with a
 * filter by type; more load as the member scrolls to the end.
 */
import { useState } from 'react';
import { ChoiceChips } from '../../ui/choice-chips';
import { LoadMore } from '../../ui/load-more';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { useFundRecords, type RecordType } from '../api/get-fund-records';
import { LoadFailed } from '../load-failed';
import { FundRecordItem } from './fund-record-item';
import styles from './funds.module.css';

type Filter = RecordType | 'all';
const filters: readonly Filter[] = ['all', 'deposit', 'withdraw', 'exchange', 'trade', 'reward', 'copy'];

export function FundRecordsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const records = useFundRecords(filter === 'all' ? null : filter);
  const items = records.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title={t('records.title')} backTo="/user/usercenter" testId="fund-records-page">
      <div className={styles.filters}>
        <ChoiceChips
          label={t('records.filter')}
          choices={filters.map((value) => ({ value, label: t(`records.filters.${value}`) }))}
          value={filter}
          onChange={setFilter}
          testId="records-filter"
        />
      </div>
      {records.isError && !records.data ? (
        <LoadFailed query={records} />
      ) : !records.data ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <StatusView tone="info" title={t('records.empty')} description={t('records.emptyBody')} testId="records-empty" />
      ) : (
        <>
          <ul className={styles.records} data-testid="records-list">
            {items.map((record) => (
              <FundRecordItem key={record.id} record={record} />
            ))}
          </ul>
          <LoadMore
            hasMore={records.hasNextPage}
            loading={records.isFetchingNextPage}
            onLoadMore={() => void records.fetchNextPage()}
            testId="records-more"
          />
        </>
      )}
    </Page>
  );
}
