/** The member's notices in Traditional Chinese. */
import type { Notice, NoticeKind } from './notices-en';

export const twNotices: Record<NoticeKind, Notice> = {
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
  order_triggered: {
    title: '停損委託已觸發',
    body: '{{symbol}} 以 ¥{{price}} 成交，達到委託 {{orderNo}} 的觸發價 ¥{{trigger}}，已以市價送出。觸發的成交可在委託頁面查看。',
  },
  exit_triggered: {
    title: '出場單已觸發',
    body: '{{symbol}} 以 ¥{{price}} 成交，達到部位 {{positionNo}} 的出場價 ¥{{trigger}}，將在市場允許時立即平倉；此部位的其他出場單已取消。',
  },
  exit_closed: {
    title: '出場單已平倉',
    body: '部位 {{positionNo}}（{{symbol}}）的出場單在 ¥{{price}} 的成交觸發（觸發價 ¥{{trigger}}），已以 ¥{{closePrice}} 平倉。此部位的其他出場單已取消。',
  },
  exits_not_set: {
    title: '未能設定出場單',
    body: '委託 {{orderNo}}（{{symbol}}）已成交，但價格已越過條件，未能設定停利／停損。請在部位頁面重新設定。',
  },
  order_rejected: {
    title: '委託於成交時遭拒',
    body: '您的委託 {{orderNo}}（{{symbol}}）已送出，但以委託簿價格計算圈存資金不足，無法成交。未進行任何買賣，圈存資金已退回可用餘額。',
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
