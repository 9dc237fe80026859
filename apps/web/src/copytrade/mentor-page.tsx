/**
 * Becoming a mentor (`/gdindex/mentor`): what it means, the conditions, my application's state
 * (under review, approved with a link to my strategy, or not approved with staff's reason) and
 * the form, for a verified member without an application under review or a published strategy.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { applyMentorRequest, type copyMemberApi, type ReplyOf } from '@kabuto/contracts';
import { formatAmount, mentorNotionalCapital } from '@kabuto/domain';
import { useUserInfo } from '../shared/api/get-user-info';
import { formatDateTime } from '../ui/format-time';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { SubmitButton } from '../ui/submit-button';
import { showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { VerificationNeeded } from '../shared/verification-needed';
import { useApplyMentor, useMyMentorApplication } from './api/copy-queries';
import styles from './copy.module.css';
import { strategyPath } from '../shared/paths/copytrade-paths';

type Application = NonNullable<ReplyOf<typeof copyMemberApi.copyMyMentorApplication>['application']>;

export function MentorPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useUserInfo();
  const mine = useMyMentorApplication();
  const capital = money.amount(formatAmount(mentorNotionalCapital), 'JPY');

  const body = () => {
    if (mine.isError && !mine.data) return <LoadFailed query={mine} />;
    if (info.isError && !info.data) return <LoadFailed query={info} />;
    if (!mine.data || !info.data) return <PageLoading />;
    const application = mine.data.application;
    const canApply = application === null || application.status === 'rejected';
    return (
      <>
        {application && <ApplicationState application={application} />}
        {canApply &&
          (info.data.kycStatus === 'verified' ? (
            <ApplyForm />
          ) : (
            <VerificationNeeded kycStatus={info.data.kycStatus} body={t('copy.mentorApply.unverifiedBody')} testId="mentor-kyc" />
          ))}
      </>
    );
  };

  return (
    <Page title={t('copy.mentorApply.title')} backTo="/gdindex/gdindex" testId="mentor-page">
      <section className={styles.section} data-testid="mentor-what">
        <h2 className={styles.heading}>{t('copy.mentorApply.whatTitle')}</h2>
        <p className={styles.note}>{t('copy.mentorApply.what')}</p>
        <p className={styles.note}>{t('copy.mentorApply.privacy', { capital })}</p>
      </section>
      <section className={styles.section} data-testid="mentor-conditions">
        <h2 className={styles.heading}>{t('copy.mentorApply.conditionsTitle')}</h2>
        <ul className={styles.rules}>
          <li>{t('copy.mentorApply.conditions.verified')}</li>
          <li>{t('copy.mentorApply.conditions.longOnly')}</li>
          <li>{t('copy.mentorApply.conditions.review')}</li>
          <li>{t('copy.mentorApply.conditions.one')}</li>
        </ul>
      </section>
      {body()}
    </Page>
  );
}

function ApplicationState({ application }: { application: Application }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const name = application.strategyName;
  const { strategyId } = application;
  const text =
    application.status === 'pending'
      ? t('copy.mentorApply.pendingBody', { name, time: formatDateTime(application.createdAt, language) })
      : application.status === 'approved'
        ? t('copy.mentorApply.approvedBody', { name })
        : t('copy.mentorApply.rejectedBody', { name, reason: application.reason ?? '' });
  return (
    <section className={styles.section} data-testid="mentor-state">
      <p className={styles.state} data-status={application.status} data-testid="mentor-status">
        {t(`copy.mentorApply.status.${application.status}`)}
      </p>
      <p className={styles.note} data-testid="mentor-state-body">
        {text}
      </p>
      {application.status === 'rejected' && <p className={styles.note}>{t('copy.mentorApply.applyAgain')}</p>}
      {application.status === 'approved' && strategyId !== null && (
        <div className={styles.actions}>
          <Button color="primary" onClick={() => void navigate(strategyPath(strategyId))} data-testid="mentor-see-strategy">
            {t('copy.mentorApply.seeStrategy')}
          </Button>
        </div>
      )}
    </section>
  );
}

type FieldProblem = { strategyName?: boolean; description?: boolean };

function problemsOf(body: { strategyName: string; description: string }): FieldProblem {
  const parsed = applyMentorRequest.safeParse(body);
  if (parsed.success) return {};
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return { strategyName: fields.has('strategyName'), description: fields.has('description') };
}

function ApplyForm() {
  const { t } = useTranslation();
  const apply = useApplyMentor();
  const [strategyName, setStrategyName] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<FieldProblem>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { strategyName, description };
    const found = problemsOf(body);
    setProblems(found);
    setRefusal(null);
    if (found.strategyName || found.description || apply.isPending) return;
    const result = await apply.mutateAsync(body);
    if (result.ok) return showToast(t('copy.mentorApply.submitted'));
    // The page then shows the application under review in place of this form, so the refusal is a toast.
    if (result.failure.code === 'already_applied') return showToast(t('copy.mentorApply.alreadyApplied'));
    const fields = result.failure.fields;
    if (fields.strategyName || fields.description)
      return setProblems({ strategyName: Boolean(fields.strategyName), description: Boolean(fields.description) });
    setRefusal(result.failure.message);
  }

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate data-testid="mentor-form">
      <h2 className={styles.heading}>{t('copy.mentorApply.formTitle')}</h2>
      <label className={styles.fieldLabel} htmlFor="mentor-name">
        {t('copy.mentorApply.name')}
      </label>
      <input
        id="mentor-name"
        className={`${styles.textarea} ${styles.singleLine}`}
        value={strategyName}
        maxLength={60}
        placeholder={t('copy.mentorApply.namePlaceholder')}
        aria-invalid={problems.strategyName ? true : undefined}
        onChange={(event) => setStrategyName(event.target.value)}
        data-testid="mentor-name"
      />
      {problems.strategyName && (
        <p className={styles.fieldError} role="alert" data-testid="mentor-name-error">
          {t('copy.mentorApply.nameError')}
        </p>
      )}
      <label className={styles.fieldLabel} htmlFor="mentor-description">
        {t('copy.mentorApply.description')}
      </label>
      <textarea
        id="mentor-description"
        className={styles.textarea}
        value={description}
        rows={5}
        placeholder={t('copy.mentorApply.descriptionPlaceholder')}
        aria-invalid={problems.description ? true : undefined}
        onChange={(event) => setDescription(event.target.value)}
        data-testid="mentor-description"
      />
      {problems.description && (
        <p className={styles.fieldError} role="alert" data-testid="mentor-description-error">
          {t('copy.mentorApply.descriptionError')}
        </p>
      )}
      {refusal && (
        <p className={styles.fieldError} role="alert" data-testid="mentor-refusal">
          {refusal}
        </p>
      )}
      <SubmitButton label={t('copy.mentorApply.submit')} loading={apply.isPending} testId="mentor-submit" />
    </form>
  );
}
