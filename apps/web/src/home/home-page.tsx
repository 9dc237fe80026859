/** Home: who is signed in, and shortcuts to every screen that exists so far. */
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { useSignedInAccount } from '../api/use-session';
import { BrandMark } from '../ui/brand-mark';
import { useTranslation } from '../ui/translation-context';
import { HomeMarket } from './home-market';
import { maskAccount } from './mask-account';
import { shortcuts } from './shortcuts';
import styles from './home-page.module.css';

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useSignedInAccount();
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
          <Button className={styles.signIn} onClick={() => void navigate('/login/login')} data-testid="home-sign-in">
            {t('home.signIn')}
          </Button>
        )}
      </header>
      <div className={styles.content}>
        <section className={styles.card} aria-labelledby="home-shortcuts">
          <h2 className={styles.cardTitle} id="home-shortcuts">
            {t('home.shortcuts')}
          </h2>
          <ul className={styles.grid}>
            {shortcuts.map(({ key, path, Icon }) => (
              <li key={key}>
                <Link to={path} className={styles.shortcut} data-testid={`shortcut-${key}`}>
                  <span className={styles.shortcutIcon} aria-hidden="true">
                    <Icon />
                  </span>
                  {t(`nav.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <HomeMarket />
      </div>
    </div>
  );
}
