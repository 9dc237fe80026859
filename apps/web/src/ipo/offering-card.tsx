/** One offering in the list: name, status, the countdown, price, lots, dates, applicants and commitment. */
import { Link } from 'react-router';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { Countdown } from './countdown';
import { shortHash, type Offering } from './ipo-figures';
import { ipoPaths } from './ipo-paths';
import { lotsText } from './lots-text';
import styles from './ipo.module.css';

export function OfferingCard({ offering }: { offering: Offering }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const rows = [
    { key: 'price', label: t('ipo.price'), value: money.amount(offering.price, 'JPY'), strong: true },
    {
      key: 'lots',
      label: t('ipo.lotsOffered'),
      value: `${lotsText(t, offering.lotsOffered)} · ${t('ipo.lotSizeValue', { shares: offering.lotSize })}`,
    },
    { key: 'max', label: t('ipo.maxLots'), value: lotsText(t, offering.maxLotsPerMember) },
    {
      key: 'window',
      label: t('ipo.subscribeWindow'),
      value: t('ipo.windowValue', {
        start: formatDateTime(offering.subscribeStart, language),
        end: formatDateTime(offering.subscribeEnd, language),
      }),
    },
    { key: 'draw', label: t('ipo.drawAt'), value: formatDateTime(offering.drawAt, language) },
    { key: 'listing', label: t('ipo.listingAt'), value: formatDateTime(offering.listingAt, language) },
    { key: 'applicants', label: t('ipo.applicants'), value: String(offering.applicants) },
    {
      key: 'commitment',
      label: t('ipo.commitment'),
      value: offering.commitment ? <code>{shortHash(offering.commitment)}</code> : t('ipo.commitmentPending'),
    },
  ];
  return (
    <li>
      <Link className={styles.card} to={ipoPaths.detail(offering.id)} data-testid={`ipo-card-${offering.id}`}>
        <div className={styles.head}>
          <h2 className={styles.name}>
            {offering.name}
            <span className={styles.symbol}>{offering.symbol}</span>
          </h2>
          <span className={styles.badge} data-status={offering.status} data-testid={`ipo-card-${offering.id}-status`}>
            {t(`ipo.status.${offering.status}`)}
          </span>
        </div>
        <Countdown offering={offering} testId={`ipo-card-${offering.id}-countdown`} />
        <InfoList rows={rows} testId={`ipo-card-${offering.id}-figures`} />
      </Link>
    </li>
  );
}
