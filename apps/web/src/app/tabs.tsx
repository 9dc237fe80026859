/**
 * The bottom tabs. The product has home, market, search, favourites, trade and mine; a tab is
 * listed here once its screen exists, so a later feature adds its tab by adding one row.
 */
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SafeArea } from 'antd-mobile';
import type { Catalog } from '@kabuto/i18n';
import { HomeIcon, PersonIcon } from '../ui/icons';

export interface TabDefinition {
  key: keyof Catalog['tabs'];
  path: string;
  Icon: ComponentType;
}

export const tabs: readonly TabDefinition[] = [
  { key: 'home', path: '/home/index', Icon: HomeIcon },
  { key: 'mine', path: '/user/usercenter', Icon: PersonIcon },
];

/** Tabs show on the tab screens themselves, not on sign-in screens or inner screens. */
export function showsTabs(pathname: string): boolean {
  return tabs.some((tab) => tab.path === pathname);
}

export function BottomTabs() {
  const { t } = useTranslation();
  return (
    <nav className="kb-fixed-bottom kb-tabs-bar" aria-label={t('app.mainNavigation')}>
      <div className="kb-tabs">
        {tabs.map(({ key, path, Icon }) => (
          <NavLink key={key} to={path} className="kb-tab" data-testid={`tab-${key}`}>
            <Icon />
            <span>{t(`tabs.${key}`)}</span>
          </NavLink>
        ))}
      </div>
      <SafeArea position="bottom" />
    </nav>
  );
}
