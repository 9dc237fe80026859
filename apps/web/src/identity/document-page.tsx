/** About, privacy policy and trading rules: the server's text in the current language. */
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useText, type TextName } from './api/get-text';
import styles from './document-page.module.css';

const titleKeys = { about: 'nav.about', privacy: 'nav.privacy', tradeRules: 'nav.tradeRules' } as const;
const testIds = { about: 'about-page', privacy: 'privacy-page', tradeRules: 'trade-rules-page' } as const;

export function DocumentPage({ name }: { name: TextName }) {
  const { t } = useTranslation();
  const text = useText(name);
  return (
    <Page title={t(titleKeys[name])} backTo="/user/setting" testId={testIds[name]}>
      {text.data ? (
        <article className={styles.document} data-testid="document">
          <h2 className={styles.heading}>{text.data.title}</h2>
          {text.data.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </article>
      ) : text.isError ? (
        <StatusView
          tone="error"
          title={t('app.loadFailedTitle')}
          description={t('app.loadFailedBody')}
          action={{
            label: t('app.retry'),
            onClick: () => void text.refetch(),
            loading: text.isFetching,
            testId: 'document-retry',
          }}
        />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
