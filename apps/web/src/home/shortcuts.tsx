/**
 * The home screen's shortcuts. The product's full list (block trading, IPO, deposit, …) grows
 * here one row per feature as each is built; a shortcut never leads to a screen that does not exist.
 */
import type { ComponentType } from 'react';
import {
  ClockIcon,
  CopyTradingIcon,
  DepositIcon,
  GiftIcon,
  GlobeIcon,
  InfoIcon,
  IpoIcon,
  LoanIcon,
  LockIcon,
  MoonIcon,
  RecordsIcon,
  RulesIcon,
  SettingsIcon,
  SunriseIcon,
  UserIcon,
  WithdrawIcon,
  BlocksIcon,
} from './shortcut-icons';
import { ChatIcon, FlameIcon, HeadsetIcon, StarIcon } from './more-shortcut-icons';
import type { Catalog } from '@kabuto/i18n';

export interface Shortcut {
  key: keyof Catalog['nav'];
  path: string;
  Icon: ComponentType;
  /** Shows the count of unread customer-service replies on the shortcut. */
  badge?: 'support';
}

export const shortcuts: readonly Shortcut[] = [
  { key: 'deposit', path: '/user/recharge', Icon: DepositIcon },
  { key: 'dayTrading', path: '/common/dayTrading', Icon: ClockIcon },
  { key: 'fundRecords', path: '/user/FundingDetails', Icon: RecordsIcon },
  { key: 'withdraw', path: '/user/withdraw', Icon: WithdrawIcon },
  { key: 'rewards', path: '/user/pj', Icon: GiftIcon },
  { key: 'loans', path: '/user/jk', Icon: LoanIcon },
  { key: 'ipo', path: '/market/subscribe', Icon: IpoIcon },
  { key: 'preMarket', path: '/market/preMarket', Icon: SunriseIcon },
  { key: 'afterMarket', path: '/market/afterMarket', Icon: MoonIcon },
  { key: 'copyTrading', path: '/gdindex/gdindex', Icon: CopyTradingIcon },
  { key: 'blockTrading', path: '/common/dividend', Icon: BlocksIcon },
  { key: 'customerService', path: '/user/support', Icon: HeadsetIcon, badge: 'support' },
  { key: 'watchlist', path: '/market/marketFav', Icon: StarIcon },
  { key: 'hotStocks', path: '/market/stockHot/stockList', Icon: FlameIcon },
  { key: 'onlineSupport', path: '/user/support?via=online', Icon: ChatIcon, badge: 'support' },
  { key: 'mine', path: '/user/usercenter', Icon: UserIcon },
  { key: 'settings', path: '/user/setting', Icon: SettingsIcon },
  { key: 'language', path: '/user/changeLang', Icon: GlobeIcon },
  { key: 'tradeRules', path: '/user/tradeRule', Icon: RulesIcon },
  { key: 'about', path: '/user/aboutUs', Icon: InfoIcon },
  { key: 'privacy', path: '/user/userPri', Icon: LockIcon },
];
