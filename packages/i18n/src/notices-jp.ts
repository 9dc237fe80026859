/** The member's notices in Japanese. */
import type { Notice, NoticeKind } from './notices-en';

export const jpNotices: Record<NoticeKind, Notice> = {
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
  order_triggered: {
    title: '逆指値注文が発動しました',
    body: '{{symbol}} の ¥{{price}} の約定が、注文 {{orderNo}} の発注条件 ¥{{trigger}} に達しました。注文は市場に発注されました。発動した約定は注文画面で確認できます。',
  },
  exit_triggered: {
    title: '決済注文が発動しました',
    body: '{{symbol}} の ¥{{price}} の約定が、建玉 {{positionNo}} の決済条件 ¥{{trigger}} に達しました。市場が許す限り速やかに決済します。この建玉の他の決済注文は取り消されました。',
  },
  exit_closed: {
    title: '決済注文で建玉を決済しました',
    body: '建玉 {{positionNo}}（{{symbol}}）の決済注文が ¥{{price}} の約定で発動し（条件 ¥{{trigger}}）、¥{{closePrice}} で決済しました。この建玉の他の決済注文は取り消されました。',
  },
  exits_not_set: {
    title: '決済注文を設定できませんでした',
    body: '注文 {{orderNo}}（{{symbol}}）は約定しましたが、価格がすでに条件を越えていたため利確・損切の注文を設定できませんでした。建玉画面から設定し直してください。',
  },
  order_rejected: {
    title: '注文は約定時に拒否されました',
    body: '注文 {{orderNo}}（{{symbol}}）は発注されましたが、板の価格では拘束中の資金が不足したため約定できませんでした。売買は行われず、拘束していた資金は利用可能残高に戻りました。',
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
