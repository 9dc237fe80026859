/**
 * The tax account screen (`/user/tax`): the three account types with the rule of each in plain
 * words, which one applies this year and next, the choice (one a year, confirmed first), this
 * year's realised gain with the tax withheld and refunded, and the way to NISA.
 */
import { Link } from 'react-router';
import { taxAccountTypes, type TaxAccount, type TaxAccountTypeName } from '@kabuto/contracts';
import { confirm } from '../ui/confirm';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useUserInfo } from '../shared/api/get-user-info';
import { useTaxAccount } from '../shared/tax/tax-queries';
import { useChooseTaxAccount } from './api/tax-calls';
import styles from './tax.module.css';

export function TaxPage() {
  const { t } = useTranslation();
  const account = useTaxAccount();
  const info = useUserInfo();
  const body = () => {
    if (account.isError && !account.data) return <LoadFailed query={account} />;
    if (!account.data || !info.data) return <PageLoading />;
    return (
      <>
        <p className={styles.intro}>{t('tax.intro')}</p>
        <TypeChoice account={account.data} verified={info.data.kycStatus === 'verified'} />
        <YearFigures account={account.data} />
        <Link className={styles.link} to="/user/nisa" data-testid="tax-nisa-link">
          {t('tax.nisaLink')} · {t(`tax.nisaOpenState.${account.data.nisaOpen ? 'open' : 'closed'}`)}
        </Link>
      </>
    );
  };
  return (
    <Page title={t('tax.title')} backTo="/user/usercenter" testId="tax-page">
      {body()}
    </Page>
  );
}

function TypeChoice({ account, verified }: { account: TaxAccount; verified: boolean }) {
  const { t } = useTranslation();
  const choose = useChooseTaxAccount();
  const effectiveYear = account.type === null ? account.year : account.year + 1;
  async function pick(type: TaxAccountTypeName) {
    choose.open({ type });
    const confirmed = await confirm({
      title: t('tax.chooseConfirmTitle', { type: t(`tax.types.${type}`) }),
      content: t('tax.chooseConfirmBody', { year: String(effectiveYear) }),
      confirmText: t('tax.choose'),
      cancelText: t('user.cancel'),
      testId: 'tax-choose',
    });
    if (!confirmed) return;
    prepareToasts();
    const result = await choose.run({ type });
    if (result.ok) showToast(t('tax.chosen', { year: String(result.data.effectiveFrom) }));
  }
  const note = !verified ? t('tax.unverified') : !account.canChoose ? t('tax.fixed') : t('tax.choiceRule');
  return (
    <section className={styles.card} data-testid="tax-types">
      <InfoList
        testId="tax-current"
        rows={[
          {
            key: 'current',
            label: t('tax.current', { year: String(account.year) }),
            value: account.type ? t(`tax.types.${account.type}`) : t('tax.none'),
            strong: true,
          },
          {
            key: 'next',
            label: t('tax.next'),
            value: account.nextYearType ? t(`tax.types.${account.nextYearType}`) : t('tax.none'),
          },
        ]}
      />
      {taxAccountTypes.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.option}
          data-current={type === account.nextYearType}
          disabled={!verified || !account.canChoose || choose.pending || choose.offline}
          onClick={() => void pick(type)}
          data-testid={`tax-type-${type}`}
        >
          <span className={styles.optionTitle}>
            {t(`tax.types.${type}`)}
            {type === account.type && <span className={styles.tag}>{t('tax.current', { year: String(account.year) })}</span>}
          </span>
          <p className={styles.optionRule}>{t(`tax.typeRules.${type}`)}</p>
        </button>
      ))}
      <p className={styles.note} data-testid="tax-choice-note">
        {note}
      </p>
    </section>
  );
}

function YearFigures({ account }: { account: TaxAccount }) {
  const { t } = useTranslation();
  const money = useMoney();
  const net = String(BigInt(account.withheld) - BigInt(account.refunded));
  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>{t('tax.yearTitle', { year: String(account.year) })}</h2>
      <InfoList
        testId="tax-year"
        rows={[
          { key: 'gain', label: t('tax.realizedGain'), value: money.signed(account.realizedGain, 'JPY') },
          { key: 'withheld', label: t('tax.withheld'), value: money.amount(account.withheld, 'JPY') },
          { key: 'refunded', label: t('tax.refunded'), value: money.amount(account.refunded, 'JPY') },
          { key: 'net', label: t('tax.netTax'), value: money.amount(net, 'JPY'), strong: true },
        ]}
      />
    </section>
  );
}
