/**
 * The home screen's shortcuts. The product's full list (block trading, IPO, deposit, …) grows
 * here one row per feature as each is built; a shortcut never leads to a screen that does not exist.
 */
import type { ComponentType } from 'react';
import {
  BillOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
  ContentOutline,
  GlobalOutline,
  HandPayCircleOutline,
  InformationCircleOutline,
  LockOutline,
  SetOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { Catalog } from '@kabuto/i18n';

export interface Shortcut {
  key: keyof Catalog['nav'];
  path: string;
  Icon: ComponentType;
}

export const shortcuts: readonly Shortcut[] = [
  { key: 'deposit', path: '/user/recharge', Icon: CollectMoneyOutline },
  { key: 'dayTrading', path: '/common/dayTrading', Icon: ClockCircleOutline },
  { key: 'fundRecords', path: '/user/FundingDetails', Icon: BillOutline },
  { key: 'withdraw', path: '/user/withdraw', Icon: HandPayCircleOutline },
  { key: 'mine', path: '/user/usercenter', Icon: UserOutline },
  { key: 'settings', path: '/user/setting', Icon: SetOutline },
  { key: 'language', path: '/user/changeLang', Icon: GlobalOutline },
  { key: 'tradeRules', path: '/user/tradeRule', Icon: ContentOutline },
  { key: 'about', path: '/user/aboutUs', Icon: InformationCircleOutline },
  { key: 'privacy', path: '/user/userPri', Icon: LockOutline },
];
