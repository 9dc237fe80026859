/**
 * The member's notices (`/user/messages`): stored as a kind with parameters and written out in
 * the reader's language when read, so a member who switches language reads them all anew.
 */
import type { Language } from './languages';

interface Notice {
  title: string;
  body: string;
}

const en = {
  kyc_verified: {
    title: 'Identity verified',
    body: 'Your identity has been verified. You can now add bank cards and move money.',
  },
  kyc_rejected: {
    title: 'Verification not accepted',
    body: 'Your verification was not accepted: {{reason}}. Please check and submit again.',
  },
  card_added: {
    title: 'Bank card added',
    body: 'A card ending in {{last4}} was added. It can receive withdrawals from {{from}} (Japan time).',
  },
  card_removed: { title: 'Bank card removed', body: 'The card ending in {{last4}} was removed.' },
  password_changed: {
    title: 'Password changed',
    body: 'Your login password was changed and your other sessions were signed out.',
  },
  fund_password_set: { title: 'Fund password set', body: 'Your fund password was set or changed.' },
  new_sign_in: {
    title: 'New sign-in',
    body: 'Your account was signed in from {{ip}}. If this was not you, change your password now.',
  },
  account_restricted: {
    title: 'Account restrictions changed',
    body: 'The restrictions on your account were changed: {{reason}}',
  },
  deposit_passed: { title: 'Deposit credited', body: 'Your deposit {{orderNo}} of {{amount}} {{currency}} has been credited.' },
  deposit_rejected: {
    title: 'Deposit not credited',
    body: 'Your deposit {{orderNo}} of {{amount}} {{currency}} was not credited: {{reason}}',
  },
  withdrawal_passed: {
    title: 'Withdrawal paid',
    body: 'Your withdrawal {{orderNo}} of {{amount}} {{currency}} has been paid to your card.',
  },
  withdrawal_rejected: {
    title: 'Withdrawal returned',
    body: 'Your withdrawal {{orderNo}} of {{amount}} {{currency}} was rejected and the money is back in your available balance: {{reason}}',
  },
  order_filled: {
    title: 'Order filled',
    body: 'Your order {{orderNo}} for {{shares}} shares of {{symbol}} filled at {{price}}.',
  },
  order_expired: {
    title: 'Order expired',
    body: 'Your order {{orderNo}} for {{symbol}} was not filled by the end of the trading day and has expired. The money held for it is back in your available balance.',
  },
  price_alert: {
    title: 'Price alert: {{symbol}}',
    body: '{{symbol}} reached your alert ({{condition}}): last price {{price}}, {{change}} on the day.',
  },
  margin_warning: {
    title: 'Margin warning',
    body: 'Position {{positionNo}} ({{symbol}}) is near its liquidation price of {{liquidationPrice}} at {{price}}. Add margin or close it to avoid a forced close.',
  },
  position_liquidated: {
    title: 'Position closed: margin too low',
    body: 'Position {{positionNo}} ({{symbol}}) reached its liquidation price and was closed at {{price}}. Realised P&L: {{pnl}} JPY.',
  },
  position_day_closed: {
    title: 'Day trade closed',
    body: 'Day-trade position {{positionNo}} ({{symbol}}) was closed at the day’s cut-off at {{price}}. Realised P&L: {{pnl}} JPY.',
  },
} satisfies Record<string, Notice>;

export type NoticeKind = keyof typeof en;

const tw: Record<NoticeKind, Notice> = {
  kyc_verified: { title: '實名認證已通過', body: '您的身分已通過驗證，現在可以新增銀行卡並進行出入金。' },
  kyc_rejected: { title: '實名認證未通過', body: '您的實名認證未通過：{{reason}}。請確認後重新提交。' },
  card_added: { title: '已新增銀行卡', body: '已新增末四碼 {{last4}} 的卡片，自 {{from}}（日本時間）起可接收出金。' },
  card_removed: { title: '已移除銀行卡', body: '已移除末四碼 {{last4}} 的卡片。' },
  password_changed: { title: '密碼已變更', body: '您的登入密碼已變更，其他裝置已登出。' },
  fund_password_set: { title: '資金密碼已設定', body: '您的資金密碼已設定或變更。' },
  new_sign_in: { title: '新的登入', body: '您的帳戶自 {{ip}} 登入。若非本人操作，請立即變更密碼。' },
  account_restricted: { title: '帳戶限制已變更', body: '您帳戶的限制已變更：{{reason}}' },
  deposit_passed: { title: '入金已入帳', body: '您的入金 {{orderNo}}（{{amount}} {{currency}}）已入帳。' },
  deposit_rejected: { title: '入金未入帳', body: '您的入金 {{orderNo}}（{{amount}} {{currency}}）未入帳：{{reason}}' },
  withdrawal_passed: { title: '出金已匯出', body: '您的出金 {{orderNo}}（{{amount}} {{currency}}）已匯至您的卡片。' },
  withdrawal_rejected: {
    title: '出金已退回',
    body: '您的出金 {{orderNo}}（{{amount}} {{currency}}）已被駁回，款項已退回可用餘額：{{reason}}',
  },
  order_filled: { title: '委託已成交', body: '您的委託 {{orderNo}}（{{symbol}} {{shares}} 股）已以 {{price}} 成交。' },
  order_expired: {
    title: '委託已失效',
    body: '您的委託 {{orderNo}}（{{symbol}}）至交易日結束仍未成交，已失效。凍結的資金已退回可用餘額。',
  },
  price_alert: {
    title: '價格提醒：{{symbol}}',
    body: '{{symbol}} 已達到您的提醒條件（{{condition}}）：最新價 {{price}}，當日 {{change}}。',
  },
  margin_warning: {
    title: '保證金警示',
    body: '持倉 {{positionNo}}（{{symbol}}）現價 {{price}}，已接近強制平倉價 {{liquidationPrice}}。請追加保證金或平倉，以免被強制平倉。',
  },
  position_liquidated: {
    title: '持倉已強制平倉：保證金不足',
    body: '持倉 {{positionNo}}（{{symbol}}）觸及強制平倉價，已以 {{price}} 平倉。已實現損益：{{pnl}} 日圓。',
  },
  position_day_closed: {
    title: '當沖持倉已平倉',
    body: '當沖持倉 {{positionNo}}（{{symbol}}）已於當日截止時間以 {{price}} 平倉。已實現損益：{{pnl}} 日圓。',
  },
};

const jp: Record<NoticeKind, Notice> = {
  kyc_verified: {
    title: '本人確認が完了しました',
    body: '本人確認が完了しました。銀行カードの登録と入出金ができるようになりました。',
  },
  kyc_rejected: {
    title: '本人確認が承認されませんでした',
    body: '本人確認が承認されませんでした：{{reason}}。内容をご確認のうえ、再度ご提出ください。',
  },
  card_added: {
    title: '銀行カードを登録しました',
    body: '末尾 {{last4}} のカードを登録しました。{{from}}（日本時間）から出金先に指定できます。',
  },
  card_removed: { title: '銀行カードを削除しました', body: '末尾 {{last4}} のカードを削除しました。' },
  password_changed: { title: 'パスワードを変更しました', body: 'ログインパスワードを変更し、他の端末からログアウトしました。' },
  fund_password_set: { title: '取引パスワードを設定しました', body: '取引パスワードを設定または変更しました。' },
  new_sign_in: {
    title: '新しいログイン',
    body: '{{ip}} からログインがありました。心当たりがない場合は、すぐにパスワードを変更してください。',
  },
  account_restricted: { title: 'アカウントの制限が変更されました', body: 'アカウントの制限が変更されました：{{reason}}' },
  deposit_passed: { title: '入金が反映されました', body: '入金 {{orderNo}}（{{amount}} {{currency}}）が反映されました。' },
  deposit_rejected: {
    title: '入金が反映されませんでした',
    body: '入金 {{orderNo}}（{{amount}} {{currency}}）は反映されませんでした：{{reason}}',
  },
  withdrawal_passed: {
    title: '出金が完了しました',
    body: '出金 {{orderNo}}（{{amount}} {{currency}}）をご登録のカードへ送金しました。',
  },
  withdrawal_rejected: {
    title: '出金が返却されました',
    body: '出金 {{orderNo}}（{{amount}} {{currency}}）は却下され、利用可能残高に戻りました：{{reason}}',
  },
  order_filled: {
    title: '注文が約定しました',
    body: '注文 {{orderNo}}（{{symbol}} {{shares}} 株）が {{price}} で約定しました。',
  },
  order_expired: {
    title: '注文が失効しました',
    body: '注文 {{orderNo}}（{{symbol}}）は取引日の終わりまでに約定せず、失効しました。拘束していた資金は利用可能残高に戻りました。',
  },
  price_alert: {
    title: '価格アラート：{{symbol}}',
    body: '{{symbol}} がアラート条件（{{condition}}）に達しました。現在値 {{price}}、前日比 {{change}}。',
  },
  margin_warning: {
    title: '証拠金の警告',
    body: '建玉 {{positionNo}}（{{symbol}}）は現在値 {{price}} で、ロスカット価格 {{liquidationPrice}} に近づいています。強制決済を避けるには、証拠金を追加するか決済してください。',
  },
  position_liquidated: {
    title: '建玉を強制決済しました（証拠金不足）',
    body: '建玉 {{positionNo}}（{{symbol}}）がロスカット価格に達したため、{{price}} で決済しました。実現損益：{{pnl}} 円。',
  },
  position_day_closed: {
    title: 'デイトレード建玉を決済しました',
    body: 'デイトレード建玉 {{positionNo}}（{{symbol}}）を当日の締め時刻に {{price}} で決済しました。実現損益：{{pnl}} 円。',
  },
};

const notices: Record<Language, Record<NoticeKind, Notice>> = { en, tw, jp };

export function renderNotice(kind: NoticeKind, params: Record<string, string>, language: Language): Notice {
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  const notice = notices[language][kind];
  return { title: fill(notice.title), body: fill(notice.body) };
}

export const noticeKinds = Object.keys(en) as NoticeKind[];
