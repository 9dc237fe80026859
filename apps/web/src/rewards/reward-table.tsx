/** The published check-in table: the reward of each day of a streak, the last row for every later day. */
import type { RewardsStatus } from '@kabuto/contracts';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import styles from './rewards.module.css';

export function RewardTable({ table }: { table: RewardsStatus['table'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={styles.card} aria-labelledby="reward-table">
      <h2 className={styles.heading} id="reward-table">
        {t('rewards.tableTitle')}
      </h2>
      <p className={styles.hint}>{t('rewards.tableBody')}</p>
      <table className={styles.table} data-testid="reward-table">
        <tbody>
          {table.map((row, index) => (
            <tr key={row.day}>
              <th scope="row">
                {index === table.length - 1
                  ? t('rewards.tableLastDay', { day: row.day })
                  : t('rewards.tableDay', { day: row.day })}
              </th>
              <td>{money.amount(row.reward, 'JPY')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
