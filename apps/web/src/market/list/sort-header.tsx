/**
 * The list's column header. Tapping the sorted column turns its order around; tapping another
 * sorts by it, highest first. The arrow and the spoken label say which way it runs.
 */
import { useTranslation } from '../../ui/translation-context';
import type { ListSort, SortOrder } from '../api/get-market-list';
import styles from './list.module.css';

const columns: readonly ListSort[] = ['change', 'volume', 'turnover'];

export function SortHeader({ sort, order, onSort }: { sort: ListSort; order: SortOrder; onSort: (sort: ListSort) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <span className={styles.nameColumn}>{t('market.nameColumn')}</span>
      <div className={styles.sorts}>
        {columns.map((column) => {
          const active = column === sort;
          const label = t('market.sortLabel', {
            column: t(`market.sorts.${column}`),
            order: t(`market.sortOrder.${active && order === 'desc' ? 'asc' : 'desc'}`),
          });
          return (
            <button
              key={column}
              type="button"
              className={styles.sort}
              aria-pressed={active}
              aria-label={label}
              data-order={active ? order : undefined}
              onClick={() => onSort(column)}
              data-testid={`sort-${column}`}
            >
              {t(`market.sorts.${column}`)}
              <span className={styles.arrow} aria-hidden="true">
                {active ? (order === 'desc' ? '▼' : '▲') : '▽'}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
