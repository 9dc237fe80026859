/**
 * Fund records (`/user/FundingDetails`): the statement, every movement of the member's available and
 * frozen money newest first (deposits, withdrawals, exchanges, trades, IPOs and offerings, loans,
 * rewards, copy trading), each with the account's balance after it, with a filter by type; more load
 * as the member scrolls to the end. Amounts take the language's colours for up and down.
 */
import { useState } from 'react';
import { recordTypes } from '@kabuto/contracts';
import { ChoiceChips } from '../ui/choice-chips';
import { LoadMore } from '../ui/load-more';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useFundRecords, type RecordType } from './api/get-fund-records';
import { LoadFailed } from '../ui/load-failed';
import { FundRecordItem } from './fund-record-item';
import styles from './fund-records.module.css';

type Filter = RecordType | 'all';
const filters: readonly Filter[] = ['all', ...recordTypes];

export function FundRecordsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const records = useFundRecords(filter === 'all' ? null : filter);
  const items = records.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title={t('records.title')} backTo="/user/usercenter" testId="fund-records-page">
      <p className={styles.recordsLegend} data-testid="records-legend">
        {t('records.legend')}
      </p>
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
