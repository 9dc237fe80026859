/**
 * Add a Japanese bank account (`/user/WithCard`). The holder must be the verified name, so it starts
 * filled in with it; the holder in katakana is what the bank matches a transfer against, and staff
 * compare it with the verified name before paying a withdrawal.
 */
import { useNavigate } from 'react-router';
import { accountTypes, addBankCardRequest, type UserInfo } from '@kabuto/contracts';
import { ChoiceChips } from '../../ui/choice-chips';
import { fieldErrorText } from '../../ui/field-error';
import { FormCard, TextField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useZodForm } from '../../ui/use-zod-form';
import { useAddBankCard } from '../api/add-bank-card';
import { useUserInfo } from '../../shared/api/get-user-info';
import { LoadFailed } from '../../ui/load-failed';
import styles from './cards.module.css';
import { fundsPaths } from '../../shared/paths/funds-paths';

type AccountType = (typeof accountTypes)[number];

export function AddCardPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <Page title={t('addCard.title')} backTo="/user/BankCard" testId="add-card-page">
      {info.data ? <AddCardForm info={info.data} /> : info.isError ? <LoadFailed query={info} /> : <PageLoading />}
    </Page>
  );
}

function AddCardForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addCard = useAddBankCard();
  const form = useZodForm(addBankCardRequest, {
    holderName: info.realName ?? '',
    holderNameKana: '',
    cardNumber: '',
    accountType: 'futsu' as AccountType,
    bankName: '',
    branchName: '',
    branchCode: '',
  });
  const { errors } = form;

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await addCard.run(values);
    if (!result.ok) return showServerFieldErrors(result.failure, form);
    showToast(t('addCard.added'));
    void navigate(fundsPaths.bankCards, { replace: true });
  });

  const text = (name: 'holderName' | 'holderNameKana' | 'cardNumber' | 'bankName' | 'branchName' | 'branchCode') => ({
    id: `card-${name}`,
    label: t(`addCard.${name}`),
    placeholder: t(`addCard.${name}Placeholder`),
    autoComplete: 'off',
    error: fieldErrorText(t, errors[name]),
    ...form.input(name),
  });

  return (
    <>
      <p className={styles.intro}>{t('addCard.intro')}</p>
      <form onSubmit={submit} noValidate>
        <FormCard>
          <TextField {...text('bankName')} maxLength={100} />
          <TextField {...text('branchName')} maxLength={100} />
          <TextField {...text('branchCode')} inputMode="numeric" pattern="[0-9]*" maxLength={3} />
          <div className={styles.typeField}>
            <span className={styles.typeLabel} id="card-type-label">
              {t('addCard.accountType')}
            </span>
            <ChoiceChips
              label={t('addCard.accountType')}
              choices={accountTypes.map((type) => ({ value: type, label: t(`cards.accountTypes.${type}`) }))}
              value={form.values.accountType}
              onChange={(type) => form.setValue('accountType', type)}
              testId="card-type"
            />
          </div>
          <TextField {...text('cardNumber')} inputMode="numeric" pattern="[0-9]*" maxLength={7} />
          <TextField {...text('holderName')} maxLength={100} />
          <TextField {...text('holderNameKana')} maxLength={60} />
          <p className={styles.hint} id="card-holderNameKana-hint">
            {t('addCard.holderNameKanaHint')}
          </p>
        </FormCard>
        <SubmitButton label={t('addCard.submit')} loading={addCard.pending} testId="card-submit" />
      </form>
    </>
  );
}
