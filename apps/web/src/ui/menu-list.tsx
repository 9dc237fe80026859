/** A card of rows that each lead to a screen: the menus of the account and settings screens. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import styles from './menu-list.module.css';

export interface MenuItem {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  extra?: string;
  /** A count that wants attention (unread notices); nothing shows for zero. */
  badge?: number;
  /** Says the extra is something to act on (no fund password yet). */
  extraTone?: 'warning';
}

export function MenuList({ heading, items, testId }: { heading?: string; items: readonly MenuItem[]; testId?: string }) {
  return (
    <section data-testid={testId}>
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.row}>
            <Link to={item.to} className={styles.link} data-testid={`menu-${item.key}`}>
              <span className={styles.icon}>{item.icon}</span>
              <span className={styles.label}>{item.label}</span>
              {item.extra && (
                <span className={styles.extra} data-tone={item.extraTone} data-testid={`menu-${item.key}-extra`}>
                  {item.extra}
                </span>
              )}
              {item.badge ? (
                <span className={styles.badge} data-testid={`menu-${item.key}-badge`}>
                  {item.badge > 99 ? '99+' : item.badge}
                </span>
              ) : null}
              <RightOutline className={styles.arrow} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
