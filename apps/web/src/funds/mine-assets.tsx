/**
 * The money part of the mine tab: totals, balances by currency and money on hold, or a retry when
 * the member's figures did not load. The router places it inside identity's mine screen.
 */
import { useUserInfo } from '../shared/api/get-user-info';
import { LoadFailed } from '../ui/load-failed';
import { Assets, Balances, Holds } from './assets';
import styles from './assets.module.css';

export function MineAssets() {
  const info = useUserInfo();
  return (
    <>
      {info.isError ? (
        <div className={styles.assets}>
          <LoadFailed query={info} testId="user-retry" />
        </div>
      ) : (
        <Assets info={info.data} />
      )}
      {info.data && <Balances info={info.data} />}
      {info.data && <Holds />}
    </>
  );
}
