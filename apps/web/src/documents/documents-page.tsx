/**
 * Mine → Documents (`/user/documents`): my trade reports, monthly statements and annual reports,
 * newest first and grouped by month, each to open, share or check against the ledger; and CSV exports.
 */
import { useState } from 'react';
import type { MemberDocument } from '@kabuto/contracts';
import { formatJapanMonth } from '@kabuto/i18n';
import { toJapanTime } from '@kabuto/domain';
import { ChoiceChips } from '../ui/choice-chips';
import { LoadMore } from '../ui/load-more';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { useLanguage } from '../ui/use-language';
import { useTranslation } from '../ui/translation-context';
import { useDocuments, type DocumentFilter } from './api/documents-queries';
import { CsvExports } from './csv-exports';
import { DocumentCard } from './document-card';
import styles from './documents.module.css';

const filters: readonly DocumentFilter[] = ['all', 'trade', 'monthly', 'annual'];

/** Documents grouped under the month they belong to (a year's report under its year). */
function byMonth(documents: readonly MemberDocument[]): [string, MemberDocument[]][] {
  const groups = new Map<string, MemberDocument[]>();
  for (const document of documents) {
    const key = document.period.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }
  return [...groups.entries()];
}

export function DocumentsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [filter, setFilter] = useState<DocumentFilter>('all');
  const documents = useDocuments(filter);
  const items = documents.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title={t('documents.title')} backTo="/user/usercenter" testId="documents-page">
      <div className={styles.documents}>
        <p className={styles.intro}>{t('documents.intro')}</p>
        <ChoiceChips
          label={t('documents.filter')}
          choices={filters.map((value) => ({ value, label: t(`documents.kinds.${value}`) }))}
          value={filter}
          onChange={setFilter}
          testId="documents-filter"
        />
        {documents.isPending ? (
          <PageLoading />
        ) : documents.isError ? (
          <LoadFailed query={documents} />
        ) : items.length === 0 ? (
          <p className={styles.card} data-testid="documents-none">
            {t('documents.none')}
          </p>
        ) : (
          byMonth(items).map(([month, group]) => (
            <section key={month} data-testid={`documents-month-${month}`}>
              <h2 className={styles.month}>{month.length === 4 ? month : formatJapanMonth(month, language)}</h2>
              <ul className={styles.list}>
                {group.map((document) => (
                  <DocumentCard key={document.id} document={document} />
                ))}
              </ul>
            </section>
          ))
        )}
        <LoadMore
          hasMore={documents.hasNextPage}
          loading={documents.isFetchingNextPage}
          onLoadMore={() => void documents.fetchNextPage()}
        />
        <CsvExports year={toJapanTime(new Date()).year} />
      </div>
    </Page>
  );
}
