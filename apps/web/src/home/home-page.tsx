/**
 * Home: who is signed in, their assets first (total, the day's P&L, cash, a tap to positions), shortcuts to every screen that exists so far, and below them the market
 * part (`market`), which has code and texts of its own. It starts loading once the rest has been
 * painted, so on a slow connection its downloads do not hold back the greeting and the shortcuts.
 */
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { useSignedInAccount } from '../api/use-session';
import { BrandMark } from '../ui/brand-mark';
import { useTranslation } from '../ui/translation-context';
import { AssetSummary } from './asset-summary';
import { maskAccount } from './mask-account';
import { shortcuts } from './shortcuts';
import { SupportBadge } from './support-badge';
import styles from './home-page.module.css';
import { identityPaths } from '../shared/paths/identity-paths';

export function HomePage({ market }: { market?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useSignedInAccount();
  const painted = usePainted();
  const loading = (
    <div className={styles.sectionLoading} role="status" aria-label={t('app.loading')} data-testid="home-market-loading">
      <span className="kb-spinner" />
    </div>
  );
  return (
    <div data-testid="home-page">
      <header className={styles.hero}>
        <div className={styles.brandRow}>
          <BrandMark size="0.28rem" />
          <span>{t('app.name')}</span>
        </div>
        <h1 className={styles.greeting} data-testid="home-greeting">
          {account ? t('home.greeting', { account: maskAccount(account) }) : t('home.greetingGuest')}
        </h1>
        <p className={styles.note}>{account ? t('home.signedInNote') : t('home.guestNote')}</p>
        {!account && (
          <Button className={styles.signIn} onClick={() => void navigate(identityPaths.signIn)} data-testid="home-sign-in">
            {t('home.signIn')}
          </Button>
        )}
      </header>
      <div className={styles.content}>
        {account && <AssetSummary />}
        <section className={styles.card} aria-labelledby="home-shortcuts">
          <h2 className={styles.cardTitle} id="home-shortcuts">
            {t('home.shortcuts')}
          </h2>
          <ul className={styles.grid}>
            {shortcuts.map(({ key, path, Icon, badge }) => (
              <li key={key}>
                <Link to={path} className={styles.shortcut} data-testid={`shortcut-${key}`}>
                  <span className={styles.shortcutIcon} aria-hidden="true">
                    <Icon />
                    {/* After the first frame: the count is no reason to hold back the screen's first paint. */}
                    {badge === 'support' && account && painted && <SupportBadge />}
                  </span>
                  {t(`nav.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {painted ? <Suspense fallback={loading}>{market}</Suspense> : loading}
      </div>
    </div>
  );
}

/** False until the screen's first frame is on the display. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The second frame callback runs once the first frame has been drawn and shown.
    let frame = requestAnimationFrame(() => {
      // A transition: the market part then renders in slices, not in one long task.
      frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
