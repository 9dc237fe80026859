/**
 * Before a money sheet's confirmation: what will be held and what the member can hold now, and
 * when that is not enough, by how much, with the way to deposit (`depositPath`: ui/ knows no
 * screen's address). The money sheet (`money-sheet.tsx`) shows it under its form.
 */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { InfoList } from './info-list';
import { shortfallOf } from './money';
import { useTranslation } from './translation-context';
import { useMoney } from './use-money';
import styles from './hold-summary.module.css';

export interface HoldSummaryProps {
  /** Yen to be held, a decimal string. */
  hold: string;
  /** Yen the member can hold now (`/user/info`'s withdrawable: with a loan owed, cash is collateral); null while loading. */
  available: string | null;
  /** The deposit screen, where the shortfall's button leads. */
  depositPath: string;
  testId: string;
}

/** The yen short of `hold`, or null when the member has enough (or it is not known yet). */
export function holdShortfall(hold: string, available: string | null): string | null {
  return available === null ? null : shortfallOf(hold, available);
}

export function HoldSummary({ hold, available, depositPath, testId }: HoldSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const short = holdShortfall(hold, available);
  const rows = [
    { key: 'hold', label: t('funds.toHold'), value: money.amount(hold, 'JPY'), strong: true },
    ...(available === null
      ? []
      : [{ key: 'available', label: t('funds.availableToHold'), value: money.amount(available, 'JPY') }]),
  ];
  return (
    <>
      <InfoList testId={testId} rows={rows} />
      {short !== null && (
        <p className={styles.short} role="alert" data-testid={`${testId}-short`}>
          {t('funds.shortOfCash', { short: money.amount(short, 'JPY') })}{' '}
          <Button
            size="mini"
            color="primary"
            fill="none"
            onClick={() => void navigate(depositPath)}
            data-testid={`${testId}-deposit`}
          >
            {t('funds.depositNow')}
          </Button>
        </p>
      )}
    </>
  );
}
