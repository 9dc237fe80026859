/** Loan records (`/user/jkjl`): every loan and application in every state, newest first, more as the member scrolls. */
import type { ReplyOf, loansMemberApi } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { LoadMore } from '../ui/load-more';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useLoanRecords } from './api/loan-records';
import styles from './loans.module.css';

type LoanRecord = ReplyOf<typeof loansMemberApi.loanRecords>['items'][number];

export function LoanRecordsPage() {
  const { t } = useTranslation();
  const records = useLoanRecords();
  const items = records.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title={t('loans.recordsTitle')} backTo="/user/jk" testId="loan-records-page">
      {records.isError && !records.data ? (
        <LoadFailed query={records} />
      ) : !records.data ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <StatusView tone="info" title={t('loans.empty')} description={t('loans.emptyBody')} testId="loan-records-empty" />
      ) : (
        <>
          <ul className={styles.records} data-testid="loan-records">
            {items.map((loan) => (
              <LoanRecordItem key={loan.id} loan={loan} />
            ))}
          </ul>
          <LoadMore
            hasMore={records.hasNextPage}
            loading={records.isFetchingNextPage}
            onLoadMore={() => void records.fetchNextPage()}
            testId="loan-records-more"
          />
        </>
      )}
    </Page>
  );
}

function LoanRecordItem({ loan }: { loan: LoanRecord }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const rows = [
    { key: 'amount', label: t('loans.confirmAmount'), value: money.amount(loan.amount, 'JPY') },
    { key: 'term', label: t('loans.confirmTerm'), value: `${t('loans.termDays', { days: loan.termDays })} · ${loan.apr}%` },
    { key: 'interest', label: t('loans.interest'), value: money.amount(loan.interest, 'JPY') },
    { key: 'owed', label: t('loans.owed'), value: money.amount(loan.owed, 'JPY'), strong: loan.status === 'active' },
    { key: 'applied', label: t('loans.appliedOn'), value: formatDateTime(loan.createdAt, language) },
    ...(loan.dueAt ? [{ key: 'due', label: t('loans.due'), value: formatDateTime(loan.dueAt, language) }] : []),
    // A reviewer's reason explains a refusal; on a granted loan it would only repeat staff's note.
    ...(loan.status === 'rejected' && loan.reason ? [{ key: 'reason', label: t('loans.reason'), value: loan.reason }] : []),
  ];
  return (
    <li className={styles.record} data-testid={`loan-record-${loan.id}`}>
      <div className={styles.recordHead}>
        <span>{loan.loanNo}</span>
        <span className={styles.status} data-status={loan.status} data-overdue={loan.overdue} data-testid="loan-record-status">
          {loan.overdue ? t('loans.overdue') : t(`loans.status.${loan.status}`)}
        </span>
      </div>
      <InfoList rows={rows} testId={`loan-record-${loan.id}-figures`} />
    </li>
  );
}
