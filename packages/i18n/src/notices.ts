/**
 * The member's notices (`/user/messages`): stored as a kind with parameters and written out in
 * the reader's language when read, so a member who switches language reads them all anew.
 */
import type { Language } from './languages';
import { noticeParams } from './notice-params';

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
  sign_up_attempt: {
    title: 'Sign-up with your number',
    body: 'Someone at {{ip}} tried to open an account with your phone number. If this was not you, no action is needed; your account is unchanged.',
  },
  recovery_requested: {
    title: 'Account recovery requested',
    body: 'Someone at {{ip}} asked to recover your account without a passkey and sent a new ID photo. Staff will compare it with your verified identity. If this was not you, contact customer service.',
  },
  passkey_added: {
    title: 'Passkey added',
    body: 'A passkey named “{{name}}” was added to your account. It signs in now, and confirms withdrawals, card changes and password resets from {{usableFrom}}. If this was not you, open Settings → Passkeys and tap “This wasn’t me” before then.',
  },
  passkey_removed: {
    title: 'Passkey removed',
    body: 'The passkey named “{{name}}” was removed from your account. If this was not you, contact support now.',
  },
  passkey_disowned: {
    title: 'Passkey removed as not yours',
    body: 'The passkey named “{{name}}” was removed and every other device was signed out. Whoever added it may know your login password: change it now.',
  },
  account_restricted: {
    title: 'Account restrictions changed',
    body: 'The restrictions on your account were changed: {{reason}}',
  },
  deposit_passed: { title: 'Deposit credited', body: 'Your deposit {{orderNo}} of {{amount}} has been credited.' },
  deposit_rejected: {
    title: 'Deposit not credited',
    body: 'Your deposit {{orderNo}} of {{amount}} was not credited: {{reason}}',
  },
  withdrawal_passed: {
    title: 'Withdrawal paid',
    body: 'Your withdrawal {{orderNo}} of {{amount}} has been paid to your card.',
  },
  withdrawal_rejected: {
    title: 'Withdrawal returned',
    body: 'Your withdrawal {{orderNo}} of {{amount}} was rejected and the money is back in your available balance: {{reason}}',
  },
  order_filled: {
    title: 'Order filled',
    body: 'Your order {{orderNo}} for {{shares}} shares of {{symbol}} filled at {{price}}.',
  },
  ipo_won: {
    title: 'IPO allotment: you won',
    body: 'You were allotted {{lots}} lots of {{symbol}} at {{price}}. Please pay {{amount}} by {{payBy}}; the money is held for it.',
  },
  ipo_lost: {
    title: 'IPO allotment: not allotted',
    body: 'You were not allotted {{symbol}} this time. The {{amount}} held for your application is back in your available balance.',
  },
  ipo_payment_due: {
    title: 'IPO payment due tomorrow',
    body: 'Please pay {{amount}} for {{symbol}} by {{payBy}}. If it is not paid by then, the allotment is forfeited and goes to the next applicants in the draw.',
  },
  ipo_forfeited: {
    title: 'IPO allotment forfeited',
    body: '{{lots}} lots of {{symbol}} were not paid by the deadline and have gone to the next applicants in the draw. The money held for them is back in your available balance.',
  },
  order_expired: {
    title: 'Order expired',
    body: 'Your order {{orderNo}} for {{symbol}} was not filled by the end of the trading day and has expired. The money held for it is back in your available balance.',
  },
  referral_rewarded: {
    title: 'Referral reward paid',
    body: 'A member you invited ({{account}}) has verified their identity and had a first deposit approved: {{amount}} has been added to your available balance.',
  },
  price_alert: {
    title: 'Price alert: {{symbol}}',
    body: '{{symbol}} reached your alert ({{condition}}): last price {{price}}, {{change}} on the day.',
  },
  margin_warning: {
    title: 'Margin warning',
    body: 'Position {{positionNo}} ({{symbol}}) is at {{price}}: it has moved at least halfway from its opening price towards its liquidation price of {{liquidationPrice}}. Add margin or close it to avoid a forced close.',
  },
  position_liquidated: {
    title: 'Position closed: margin too low',
    body: 'Position {{positionNo}} ({{symbol}}) reached its liquidation price and was closed at {{price}}. Realised P&L: {{pnl}}.',
  },
  position_day_closed: {
    title: 'Day trade closed',
    body: 'Day-trade position {{positionNo}} ({{symbol}}) was closed at the day’s cut-off at {{price}}. Realised P&L: {{pnl}}.',
  },
  loan_passed: {
    title: 'Loan paid out',
    body: 'Your loan {{loanNo}} of {{amount}} for {{termDays}} days at {{apr}}% a year was approved and paid into your available balance. It is due on {{dueAt}}.',
  },
  loan_rejected: {
    title: 'Loan not approved',
    body: 'Your loan application {{loanNo}} of {{amount}} was not approved: {{reason}}',
  },
  loan_repaid: { title: 'Loan repaid', body: 'Your loan {{loanNo}} is fully repaid. Thank you.' },
  loan_overdue: {
    title: 'Loan overdue',
    body: 'Your loan {{loanNo}} was due on {{dueAt}}. You owe {{owed}}; interest continues each day until it is repaid, and the collateral rules still apply.',
  },
  loan_ltv_warning: {
    title: 'Loan warning: LTV {{ltvPct}}%',
    body: 'You owe {{owed}} on collateral worth {{collateral}} (LTV {{ltvPct}}%). At {{forcedSalePct}}% your positions are sold, largest first, until the LTV is under {{maxLtvPct}}%. Repay or deposit and repay to lower it.',
  },
  loan_forced_sale: {
    title: 'Position sold to repay your loan',
    body: 'Your LTV reached {{ltvPct}}%, so position {{positionNo}} ({{symbol}}, {{shares}} shares) was sold at {{price}}. {{repaid}} of the proceeds repaid loan {{loanNo}}; you now owe {{owed}} (LTV {{ltvAfterPct}}).',
  },
  offer_allotted: {
    title: 'Allotted: {{symbol}}',
    body: 'At the close you were allotted {{allotted}} of the {{shares}} shares of {{symbol}} you asked for, at ¥{{price}} a share. {{paid}} paid for the position; {{released}} is back in your available balance.',
  },
  offer_not_allotted: {
    title: 'Not allotted: {{symbol}}',
    body: 'You were not allotted {{symbol}} at the close. The {{released}} held for it is back in your available balance.',
  },
  offer_rejected: {
    title: 'Block-trade application rejected',
    body: 'Your application for {{shares}} shares of {{symbol}} was rejected: {{reason}} The {{released}} held for it is back in your available balance.',
  },
  copy_stop_loss: {
    title: 'Copy ended at its stop-loss: {{strategy}}',
    body: 'Your copy {{copyNo}} of {{strategy}} reached its stop-loss, a loss of {{stopLossPct}}% of what you invested (equity {{threshold}} or less), so its positions were closed at market and the copy ended. Invested {{invested}}; returned to your available balance {{returned}}; loss {{loss}}.',
  },
  copy_strategy_stopped: {
    title: 'Copy ended: {{strategy}} stopped',
    body: 'The strategy {{strategy}} stopped, so your copy {{copyNo}} ended and its positions were closed at market. Invested {{invested}}; returned to your available balance {{returned}} after a performance fee of {{fee}}; P&L {{pnl}}.',
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
  sign_up_attempt: {
    title: '有人以您的號碼註冊',
    body: '有人自 {{ip}} 嘗試以您的手機號碼開立帳戶。若非本人操作，無需處理，您的帳戶並未變更。',
  },
  recovery_requested: {
    title: '有人申請復原帳戶',
    body: '有人自 {{ip}} 申請在不使用通行密鑰的情況下復原您的帳戶，並送出一張新的證件照片。客服人員將與您已驗證的身分比對。若非本人操作，請聯絡客服。',
  },
  passkey_added: {
    title: '已新增通行密鑰',
    body: '您的帳戶已新增名為「{{name}}」的通行密鑰。它現在即可登入，自 {{usableFrom}} 起可確認出金、銀行卡變更及重設密碼。若非本人操作，請在此之前前往「設定」→「通行密鑰」點選「不是我本人」。',
  },
  passkey_removed: { title: '已移除通行密鑰', body: '您的帳戶已移除名為「{{name}}」的通行密鑰。若非本人操作，請立即聯絡客服。' },
  passkey_disowned: {
    title: '已移除非本人的通行密鑰',
    body: '已移除名為「{{name}}」的通行密鑰，並登出所有其他裝置。新增者可能知道您的登入密碼，請立即變更。',
  },
  account_restricted: { title: '帳戶限制已變更', body: '您帳戶的限制已變更：{{reason}}' },
  deposit_passed: { title: '入金已入帳', body: '您的入金 {{orderNo}}（{{amount}}）已入帳。' },
  deposit_rejected: { title: '入金未入帳', body: '您的入金 {{orderNo}}（{{amount}}）未入帳：{{reason}}' },
  withdrawal_passed: { title: '出金已匯出', body: '您的出金 {{orderNo}}（{{amount}}）已匯至您的卡片。' },
  withdrawal_rejected: {
    title: '出金已退回',
    body: '您的出金 {{orderNo}}（{{amount}}）已被駁回，款項已退回可用餘額：{{reason}}',
  },
  order_filled: { title: '委託已成交', body: '您的委託 {{orderNo}}（{{symbol}} {{shares}} 股）已以 {{price}} 成交。' },
  ipo_won: {
    title: '新股抽籤：中籤',
    body: '您抽中 {{symbol}} {{lots}} 單位，承銷價 {{price}}。請於 {{payBy}} 前繳款 {{amount}}，該款項已圈存。',
  },
  ipo_lost: {
    title: '新股抽籤：未中籤',
    body: '您此次未抽中 {{symbol}}。申購圈存的 {{amount}} 已退回可用餘額。',
  },
  ipo_payment_due: {
    title: '新股明日截止繳款',
    body: '請於 {{payBy}} 前繳納 {{symbol}} 的 {{amount}}。逾期未繳視為放棄，配售將依抽籤順序轉給下一位申購人。',
  },
  ipo_forfeited: {
    title: '新股配售已放棄',
    body: '{{symbol}} {{lots}} 單位未於期限內繳款，已依抽籤順序轉給下一位申購人。圈存款項已退回可用餘額。',
  },
  order_expired: {
    title: '委託已失效',
    body: '您的委託 {{orderNo}}（{{symbol}}）至交易日結束仍未成交，已失效。凍結的資金已退回可用餘額。',
  },
  referral_rewarded: {
    title: '邀請獎勵已入帳',
    body: '您邀請的會員（{{account}}）已完成實名認證且首筆入金已核准：{{amount}} 已存入您的可用餘額。',
  },
  price_alert: {
    title: '價格提醒：{{symbol}}',
    body: '{{symbol}} 已達到您的提醒條件（{{condition}}）：最新價 {{price}}，當日 {{change}}。',
  },
  margin_warning: {
    title: '保證金警示',
    body: '持倉 {{positionNo}}（{{symbol}}）現價 {{price}}，已從開倉價朝強制平倉價 {{liquidationPrice}} 走了至少一半。請追加保證金或平倉，以免被強制平倉。',
  },
  position_liquidated: {
    title: '持倉已強制平倉：保證金不足',
    body: '持倉 {{positionNo}}（{{symbol}}）觸及強制平倉價，已以 {{price}} 平倉。已實現損益：{{pnl}}。',
  },
  position_day_closed: {
    title: '當沖持倉已平倉',
    body: '當沖持倉 {{positionNo}}（{{symbol}}）已於當日截止時間以 {{price}} 平倉。已實現損益：{{pnl}}。',
  },
  loan_passed: {
    title: '借款已撥付',
    body: '您的借款 {{loanNo}}（{{amount}}，{{termDays}} 天，年利率 {{apr}}%）已核准並撥入可用餘額，到期日為 {{dueAt}}。',
  },
  loan_rejected: { title: '借款未核准', body: '您的借款申請 {{loanNo}}（{{amount}}）未獲核准：{{reason}}' },
  loan_repaid: { title: '借款已還清', body: '您的借款 {{loanNo}} 已全部還清，謝謝。' },
  loan_overdue: {
    title: '借款已逾期',
    body: '您的借款 {{loanNo}} 已於 {{dueAt}} 到期。應還 {{owed}}；還清前每日仍計息，擔保規則照常適用。',
  },
  loan_ltv_warning: {
    title: '借款警示：LTV {{ltvPct}}%',
    body: '您以價值 {{collateral}} 的擔保借款，應還 {{owed}}（LTV {{ltvPct}}%）。達到 {{forcedSalePct}}% 時，將由市值最大的持倉起賣出，直到 LTV 低於 {{maxLtvPct}}%。請還款以降低 LTV。',
  },
  loan_forced_sale: {
    title: '已賣出持倉償還借款',
    body: '您的 LTV 達到 {{ltvPct}}%，持倉 {{positionNo}}（{{symbol}}，{{shares}} 股）已以 {{price}} 賣出。所得中的 {{repaid}} 已償還借款 {{loanNo}}；目前應還 {{owed}}（LTV {{ltvAfterPct}}）。',
  },
  offer_allotted: {
    title: '已配發：{{symbol}}',
    body: '截止時，您申購的 {{shares}} 股 {{symbol}} 獲配 {{allotted}} 股，每股 ¥{{price}}。持倉已支付 {{paid}}；{{released}} 已退回可用餘額。',
  },
  offer_not_allotted: {
    title: '未獲配發：{{symbol}}',
    body: '截止時您未獲配發 {{symbol}}。為此凍結的 {{released}} 已退回可用餘額。',
  },
  offer_rejected: {
    title: '大宗交易申購未通過',
    body: '您申購 {{shares}} 股 {{symbol}} 未通過審核：{{reason}} 為此凍結的 {{released}} 已退回可用餘額。',
  },
  copy_stop_loss: {
    title: '跟單已觸及停損：{{strategy}}',
    body: '您跟隨 {{strategy}} 的跟單 {{copyNo}} 虧損已達投入金額 {{stopLossPct}}% 的停損（權益 {{threshold}} 或以下），持倉已按市價平倉，跟單結束。投入 {{invested}}；退回可用餘額 {{returned}}；虧損 {{loss}}。',
  },
  copy_strategy_stopped: {
    title: '跟單結束：{{strategy}} 已停止',
    body: '策略 {{strategy}} 已停止，您的跟單 {{copyNo}} 隨之結束，持倉已按市價平倉。投入 {{invested}}；扣除績效費 {{fee}} 後退回可用餘額 {{returned}}；損益 {{pnl}}。',
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
  sign_up_attempt: {
    title: 'お使いの番号での新規登録',
    body: '{{ip}} から、お使いの電話番号で口座開設が試みられました。心当たりがない場合も対応は不要です。口座は変更されていません。',
  },
  recovery_requested: {
    title: 'アカウント復旧の申請',
    body: '{{ip}} から、パスキーなしでのアカウント復旧が申請され、本人確認書類の新しい写真が送られました。スタッフが確認済みの本人情報と照合します。心当たりがない場合は、カスタマーサービスにご連絡ください。',
  },
  passkey_added: {
    title: 'パスキーを追加しました',
    body: '「{{name}}」という名前のパスキーが追加されました。ログインにはすぐ使えますが、出金・カード変更・パスワード再設定の確認には {{usableFrom}} から使えます。心当たりがない場合は、それまでに「設定」→「パスキー」で「身に覚えがない」を押してください。',
  },
  passkey_disowned: {
    title: '身に覚えのないパスキーを削除しました',
    body: '「{{name}}」というパスキーを削除し、ほかの端末をすべてログアウトしました。追加した人はログインパスワードを知っている可能性があります。すぐに変更してください。',
  },
  passkey_removed: {
    title: 'パスキーを削除しました',
    body: '「{{name}}」という名前のパスキーが削除されました。心当たりがない場合は、すぐにサポートへご連絡ください。',
  },
  account_restricted: { title: 'アカウントの制限が変更されました', body: 'アカウントの制限が変更されました：{{reason}}' },
  deposit_passed: { title: '入金が反映されました', body: '入金 {{orderNo}}（{{amount}}）が反映されました。' },
  deposit_rejected: {
    title: '入金が反映されませんでした',
    body: '入金 {{orderNo}}（{{amount}}）は反映されませんでした：{{reason}}',
  },
  withdrawal_passed: {
    title: '出金が完了しました',
    body: '出金 {{orderNo}}（{{amount}}）をご登録のカードへ送金しました。',
  },
  withdrawal_rejected: {
    title: '出金が返却されました',
    body: '出金 {{orderNo}}（{{amount}}）は却下され、利用可能残高に戻りました：{{reason}}',
  },
  order_filled: {
    title: '注文が約定しました',
    body: '注文 {{orderNo}}（{{symbol}} {{shares}} 株）が {{price}} で約定しました。',
  },
  ipo_won: {
    title: 'IPO抽選：当選',
    body: '{{symbol}} に {{lots}} 単元当選しました（公開価格 {{price}}）。{{payBy}} までに {{amount}} をお支払いください。この金額は拘束されています。',
  },
  ipo_lost: {
    title: 'IPO抽選：落選',
    body: '今回 {{symbol}} は落選しました。申込時に拘束した {{amount}} は利用可能残高に戻りました。',
  },
  ipo_payment_due: {
    title: 'IPO購入代金の期限は明日です',
    body: '{{payBy}} までに {{symbol}} の {{amount}} をお支払いください。期限までにお支払いがない場合、当選は辞退扱いとなり、抽選順位の次の方に繰り上がります。',
  },
  ipo_forfeited: {
    title: 'IPO当選の辞退',
    body: '{{symbol}} {{lots}} 単元は期限までにお支払いがなかったため、抽選順位の次の方に繰り上がりました。拘束していた金額は利用可能残高に戻りました。',
  },
  order_expired: {
    title: '注文が失効しました',
    body: '注文 {{orderNo}}（{{symbol}}）は取引日の終わりまでに約定せず、失効しました。拘束していた資金は利用可能残高に戻りました。',
  },
  referral_rewarded: {
    title: '紹介報酬を入金しました',
    body: 'ご紹介の会員（{{account}}）が本人確認を終え、初回入金が承認されました。{{amount}} を利用可能残高に入金しました。',
  },
  price_alert: {
    title: '価格アラート：{{symbol}}',
    body: '{{symbol}} がアラート条件（{{condition}}）に達しました。現在値 {{price}}、前日比 {{change}}。',
  },
  margin_warning: {
    title: '証拠金の警告',
    body: '建玉 {{positionNo}}（{{symbol}}）は現在値 {{price}} で、建値からロスカット価格 {{liquidationPrice}} までの半分以上に達しました。強制決済を避けるには、証拠金を追加するか決済してください。',
  },
  position_liquidated: {
    title: '建玉を強制決済しました（証拠金不足）',
    body: '建玉 {{positionNo}}（{{symbol}}）がロスカット価格に達したため、{{price}} で決済しました。実現損益：{{pnl}}。',
  },
  position_day_closed: {
    title: 'デイトレード建玉を決済しました',
    body: 'デイトレード建玉 {{positionNo}}（{{symbol}}）を当日の締め時刻に {{price}} で決済しました。実現損益：{{pnl}}。',
  },
  loan_passed: {
    title: 'ご融資を実行しました',
    body: 'お借入れ {{loanNo}}（{{amount}}、{{termDays}} 日、年利 {{apr}}%）が承認され、利用可能残高に入金されました。返済期日は {{dueAt}} です。',
  },
  loan_rejected: {
    title: 'ご融資は承認されませんでした',
    body: 'お借入れのお申し込み {{loanNo}}（{{amount}}）は承認されませんでした：{{reason}}',
  },
  loan_repaid: { title: '完済しました', body: 'お借入れ {{loanNo}} を完済しました。ありがとうございました。' },
  loan_overdue: {
    title: 'ご返済期日を過ぎています',
    body: 'お借入れ {{loanNo}} の返済期日は {{dueAt}} でした。お借入残高は {{owed}} です。完済まで毎日利息がかかり、担保のルールも引き続き適用されます。',
  },
  loan_ltv_warning: {
    title: '担保の警告：LTV {{ltvPct}}%',
    body: '担保評価額 {{collateral}} に対し、お借入残高は {{owed}}（LTV {{ltvPct}}%）です。{{forcedSalePct}}% に達すると、LTV が {{maxLtvPct}}% を下回るまで評価額の大きい建玉から売却します。ご返済で LTV を下げてください。',
  },
  loan_forced_sale: {
    title: 'ご返済のため建玉を売却しました',
    body: 'LTV が {{ltvPct}}% に達したため、建玉 {{positionNo}}（{{symbol}}、{{shares}} 株）を {{price}} で売却しました。売却代金のうち {{repaid}} をお借入れ {{loanNo}} の返済に充て、残高は {{owed}}（LTV {{ltvAfterPct}}）です。',
  },
  offer_allotted: {
    title: '配分のお知らせ：{{symbol}}',
    body: '締切時、お申込みの {{symbol}} {{shares}} 株のうち {{allotted}} 株が 1 株 ¥{{price}} で配分されました。建玉に {{paid}} を充て、{{released}} を利用可能残高にお戻ししました。',
  },
  offer_not_allotted: {
    title: '配分なし：{{symbol}}',
    body: '締切時、{{symbol}} の配分はありませんでした。拘束していた {{released}} を利用可能残高にお戻ししました。',
  },
  offer_rejected: {
    title: 'ブロック取引のお申込みを否認しました',
    body: '{{symbol}} {{shares}} 株のお申込みは否認されました：{{reason}} 拘束していた {{released}} を利用可能残高にお戻ししました。',
  },
  copy_stop_loss: {
    title: 'コピーがストップロスで終了しました：{{strategy}}',
    body: '{{strategy}} のコピー {{copyNo}} の損失が投資額の{{stopLossPct}}%のストップロス（評価額 {{threshold}} 以下）に達したため、建玉を成行で決済しコピーを終了しました。投資額 {{invested}}、利用可能残高への返金 {{returned}}、損失 {{loss}}。',
  },
  copy_strategy_stopped: {
    title: 'コピー終了：{{strategy}} が停止しました',
    body: 'ストラテジー {{strategy}} が停止したため、コピー {{copyNo}} を終了し建玉を成行で決済しました。投資額 {{invested}}、成功報酬 {{fee}} を差し引き利用可能残高へ {{returned}} を返金、損益 {{pnl}}。',
  },
};

const notices: Record<Language, Record<NoticeKind, Notice>> = { en, tw, jp };

export function renderNotice(kind: NoticeKind, params: Record<string, string>, language: Language): Notice {
  const written = noticeParams(params, language);
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => written[name] ?? '');
  const notice = notices[language][kind];
  return { title: fill(notice.title), body: fill(notice.body) };
}

export const noticeKinds = Object.keys(en) as NoticeKind[];
