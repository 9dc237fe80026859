/**
 * Add a card (`/user/WithCard`). The holder must be the verified name, so it starts filled in
 * with it; an Indian account also needs its IFSC and UPI ID.
 */
import { useNavigate } from 'react-router';
import { addBankCardRequest, cardTypes, type UserInfo } from '@kabuto/contracts';
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
import { LoadFailed } from '../load-failed';
import styles from './cards.module.css';

type CardType = (typeof cardTypes)[number];

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
    cardNumber: '',
    cardType: 'bank_account' as CardType,
    bankName: '',
    branchName: '',
    branchCode: '',
    ifsc: '',
    upi: '',
  });
  const { errors } = form;
  const indian = form.values.cardType === 'india_bank_account';

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await addCard.run(values);
    if (!result.ok) return showServerFieldErrors(result.failure, form);
    showToast(t('addCard.added'));
    void navigate('/user/BankCard', { replace: true });
  });

  const text = (name: 'holderName' | 'cardNumber' | 'bankName' | 'branchName' | 'branchCode' | 'ifsc' | 'upi') => ({
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
          <div className={styles.typeField}>
            <span className={styles.typeLabel} id="card-type-label">
              {t('addCard.cardType')}
            </span>
            <ChoiceChips
              label={t('addCard.cardType')}
              choices={cardTypes.map((type) => ({ value: type, label: t(`cards.types.${type}`) }))}
              value={form.values.cardType}
              onChange={(type) => {
                form.setValue('cardType', type);
                // IFSC and UPI belong to Indian accounts only: hidden, they must not hold back the form.
                if (type !== 'india_bank_account') {
                  form.setValue('ifsc', '');
                  form.setValue('upi', '');
                }
              }}
              testId="card-type"
            />
          </div>
          <TextField {...text('holderName')} maxLength={100} />
          <TextField {...text('cardNumber')} inputMode="numeric" pattern="[0-9]*" maxLength={19} />
          <TextField {...text('bankName')} maxLength={100} />
          <TextField {...text('branchName')} maxLength={100} />
          <TextField {...text('branchCode')} maxLength={11} autoCapitalize="characters" />
          {indian && <TextField {...text('ifsc')} maxLength={11} autoCapitalize="characters" />}
          {indian && <TextField {...text('upi')} maxLength={320} autoCapitalize="none" />}
        </FormCard>
        <SubmitButton label={t('addCard.submit')} loading={addCard.pending} testId="card-submit" />
      </form>
    </>
  );
}
