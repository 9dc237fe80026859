/**
 * Subscribing, in one sheet: a lots stepper from 1 to the offering's maximum, the amount that is
 * held at once (price × lots × lot size) beside the available cash, then a confirmation of exactly
 * what is sent. The call lives with the page, so its idempotency key outlives the sheet.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import type { UserInfo } from '@kabuto/contracts';
import { InfoList } from '../ui/info-list';
import { Sheet } from '../ui/sheet';
import { SubmitButton } from '../ui/submit-button';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { VerificationNeeded } from '../shared/verification-needed';
import type { SubscribeIpo } from './api/ipo-calls';
import { amountToHold, parseLots, shortfall, type Offering } from './ipo-figures';
import { lotsText } from './lots-text';
import styles from './ipo.module.css';
import { fundsPaths } from '../shared/paths/funds-paths';

export interface SubscribeSheetProps {
  offering: Offering;
  info: UserInfo | undefined;
  subscribe: SubscribeIpo;
  onClose: () => void;
}

export function SubscribeSheet({ offering, info, subscribe, onClose }: SubscribeSheetProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const [lotsInput, setLotsInput] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const max = offering.maxLotsPerMember;
  const lots = parseLots(lotsInput, max);
  const held = amountToHold(offering.price, lots ?? 0, offering.lotSize);
  const available = info?.balances.find((balance) => balance.currency === 'JPY')?.available ?? '0';
  const short = lots === null ? null : shortfall(held, available);
  const body = { ipoId: offering.id, lots: lots ?? 0 };
  const step = (by: number) => setLotsInput(String(Math.min(max, Math.max(1, (lots ?? 0) + by))));

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lots === null || short !== null) return;
    subscribe.open(body);
    setConfirming(true);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.pending) return;
    prepareToasts();
    const result = await subscribe.run(body);
    if (result.ok) showToast(t('ipo.subscribed', { amount: money.amount(result.data.held, 'JPY') }));
    onClose();
  }

  const title = confirming ? t('ipo.confirmTitle') : t('ipo.subscribeTitle', { symbol: offering.symbol });
  if (info && info.kycStatus !== 'verified') {
    return (
      <Sheet open title={title} onClose={onClose} testId="ipo-subscribe-sheet">
        <VerificationNeeded kycStatus={info.kycStatus} body={t('ipo.needVerification')} testId="ipo-verification" />
      </Sheet>
    );
  }
  const amountRows = [
    { key: 'held', label: t('ipo.toHold'), value: money.amount(held, 'JPY'), strong: true },
    { key: 'available', label: t('ipo.available'), value: money.amount(available, 'JPY') },
  ];
  return (
    <Sheet open title={title} onClose={onClose} testId="ipo-subscribe-sheet">
      {confirming ? (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <InfoList
            testId="ipo-subscribe-summary"
            rows={[
              { key: 'symbol', label: offering.symbol, value: offering.name },
              { key: 'price', label: t('ipo.price'), value: money.amount(offering.price, 'JPY') },
              { key: 'lots', label: t('ipo.lots'), value: lotsText(t, body.lots) },
              ...amountRows,
            ]}
          />
          <p className={styles.note}>{t('ipo.holdNote')}</p>
          <SubmitButton
            label={t('ipo.confirm')}
            loading={subscribe.pending}
            offline={subscribe.offline}
            testId="ipo-subscribe-confirm"
          />
          <Button block fill="none" onClick={() => setConfirming(false)} data-testid="ipo-subscribe-back">
            {t('app.back')}
          </Button>
        </form>
      ) : (
        <form onSubmit={review} noValidate>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="ipo-lots">
              {t('ipo.lots')}
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                className={styles.step}
                onClick={() => step(-1)}
                disabled={lots !== null && lots <= 1}
                aria-label={t('ipo.fewerLots')}
                data-testid="ipo-lots-less"
              >
                −
              </button>
              <input
                id="ipo-lots"
                className={styles.lotsInput}
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                value={lotsInput}
                onChange={(event) => setLotsInput(event.target.value.replace(/\D/g, ''))}
                aria-invalid={lots === null ? true : undefined}
                data-testid="ipo-lots"
              />
              <button
                type="button"
                className={styles.step}
                onClick={() => step(1)}
                disabled={lots !== null && lots >= max}
                aria-label={t('ipo.moreLots')}
                data-testid="ipo-lots-more"
              >
                +
              </button>
            </div>
            {lots === null ? (
              <p className={styles.error} role="alert" data-testid="ipo-lots-error">
                {t('ipo.lotsError', { max })}
              </p>
            ) : (
              <p className={styles.hint}>{t('ipo.lotsHint', { max, lotSize: offering.lotSize })}</p>
            )}
          </div>
          <InfoList testId="ipo-subscribe-amount" rows={amountRows} />
          {short !== null && (
            <p className={styles.short} data-testid="ipo-short">
              {t('ipo.shortOfCash', { short: money.amount(short, 'JPY') })}{' '}
              <Button
                size="mini"
                color="primary"
                fill="none"
                onClick={() => void navigate(fundsPaths.deposit)}
                data-testid="ipo-deposit"
              >
                {t('ipo.deposit')}
              </Button>
            </p>
          )}
          <p className={styles.note}>{t('ipo.holdNote')}</p>
          <SubmitButton
            label={t('ipo.review')}
            loading={false}
            disabled={lots === null || short !== null}
            testId="ipo-subscribe-review"
          />
        </form>
      )}
    </Sheet>
  );
}
