/** A titled card on the home screen, with an optional "more" link at the right of its title. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './home.module.css';

export interface HomeSectionProps {
  id: string;
  title: string;
  /** Beside the title, e.g. the simulated-market badge. */
  badge?: ReactNode;
  more?: { label: string; to: string };
  children: ReactNode;
}

export function HomeSection({ id, title, badge, more, children }: HomeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id={id}>
          {title}
        </h2>
        {badge}
        {more && (
          <Link to={more.to} className={styles.more} data-testid={`${id}-more`}>
            {more.label} ›
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
