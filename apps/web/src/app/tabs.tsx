/**
 * The bottom tabs. The product has home, market, search, favourites, trade and mine; a tab is
 * listed here once its screen exists, so a later feature adds its tab by adding one row. Every
 * tab screen reads server data, so the tabs live inside the query area with them.
 */
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { SafeArea } from 'antd-mobile';
import type { Catalog } from '@kabuto/i18n';
import { HomeIcon, PersonIcon } from '../ui/icons';
import { ChartIcon, SearchIcon, StarIcon, TradeIcon } from '../ui/tab-icons';
import { UnreadBadge } from '../messages/unread-badge';
import { tabPaths } from './tab-paths';
import { useTranslation } from '../ui/translation-context';

export interface TabDefinition {
  key: keyof Catalog['tabs'];
  path: string;
  Icon: ComponentType;
  /** A count over the icon, read from the query cache, with a sentence that describes the tab. */
  Badge?: ComponentType<{ descriptionId: string }>;
}

export const tabs: readonly TabDefinition[] = [
  { key: 'home', path: tabPaths.home, Icon: HomeIcon },
  { key: 'market', path: tabPaths.market, Icon: ChartIcon },
  { key: 'search', path: tabPaths.search, Icon: SearchIcon },
  { key: 'favourites', path: tabPaths.favourites, Icon: StarIcon },
  { key: 'trade', path: tabPaths.trade, Icon: TradeIcon },
  { key: 'mine', path: tabPaths.mine, Icon: PersonIcon, Badge: UnreadBadge },
];

export function BottomTabs() {
  const { t } = useTranslation();
  return (
    <nav className="kb-fixed-bottom kb-tabs-bar" aria-label={t('app.mainNavigation')}>
      <div className="kb-tabs">
        {tabs.map(({ key, path, Icon, Badge }) => (
          <NavLink
            key={key}
            to={path}
            className="kb-tab"
            data-testid={`tab-${key}`}
            aria-describedby={Badge ? `tab-${key}-badge` : undefined}
          >
            <span className="kb-tab-icon">
              <Icon />
              {Badge && <Badge descriptionId={`tab-${key}-badge`} />}
            </span>
            <span>{t(`tabs.${key}`)}</span>
          </NavLink>
        ))}
      </div>
      <SafeArea position="bottom" />
    </nav>
  );
}
