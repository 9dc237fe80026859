/** The frame of the two onboarding pages: progress, a title, a few points, and what to do next. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './onboarding.module.css';
import { useTranslation } from '../../ui/translation-context';

export const onboardingSteps = 2;

export interface OnboardingPoint {
  key: string;
  icon: ReactNode;
  title: string;
  body: string;
}

export interface OnboardingLayoutProps {
  step: number;
  title: string;
  subtitle: string;
  points: readonly OnboardingPoint[];
  actions: ReactNode;
  testId: string;
}

export function OnboardingLayout({ step, title, subtitle, points, actions, testId }: OnboardingLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.onboarding} data-testid={testId}>
      <div className={styles.top}>
        <div className={styles.dots} role="img" aria-label={t('onboarding.step', { current: step, total: onboardingSteps })}>
          {Array.from({ length: onboardingSteps }, (_, index) => (
            <span key={index} className={index + 1 === step ? `${styles.dot} ${styles.dotActive}` : styles.dot} />
          ))}
        </div>
        <Link to="/login/start" replace className={styles.skip} data-testid="onboarding-skip">
          {t('onboarding.skip')}
        </Link>
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point.key} className={styles.point}>
            <span className={styles.icon} aria-hidden="true">
              {point.icon}
            </span>
            <div>
              <h2 className={styles.pointTitle}>{point.title}</h2>
              <p className={styles.pointBody}>{point.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
