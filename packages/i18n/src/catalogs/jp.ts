/** Japanese: the default language. */
import type { Catalog } from './en';

export const jp: Catalog = {
  errors: {
    invalid_input: '入力内容をご確認ください。',
    not_signed_in: 'ログインしてください。',
    session_ended: 'セッションが終了しました。再度ログインしてください。',
    forbidden: 'この操作は許可されていません。',
    account_frozen: 'このアカウントは凍結されています。サポートにお問い合わせください。',
    account_login_banned: 'このアカウントはログインが停止されています。サポートにお問い合わせください。',
    account_disabled: 'このアカウントは無効です。サポートにお問い合わせください。',
    not_found: '見つかりません。',
    wrong_state: 'すでに処理済みか、変更できない状態です。',
    credentials_invalid: 'アカウントが存在しないか、パスワードが正しくありません。',
    account_exists: 'この電話番号はすでに登録されています。',
    inviter_not_found: 'この招待コードの会員が見つかりません。',
    username_exists: 'このユーザー名はすでに使われています。',
    last_owner: '有効なオーナーを少なくとも1人残す必要があります。',
    too_many_requests: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
    sign_in_locked: 'ログインの失敗が多すぎます。{{minutes}}分後に再度お試しください。',
    internal: 'システムエラーが発生しました。再度お試しください。',
    network: 'ネットワークに接続できません。再度お試しください。',
    timeout: 'サーバーの応答がタイムアウトしました。再度お試しください。',
  },
  fields: {
    required: '必須項目です。',
    invalid_format: '形式が正しくありません。',
    not_phone_number: '10桁の電話番号を入力してください。',
    password_rule: '英字と数字を含む8〜64文字で入力してください。',
    passwords_differ: 'パスワードが一致しません。',
    agreement_required: 'プライバシーポリシーに同意してください。',
    too_long: '長すぎます。',
    not_allowed_value: '許可されていない値です。',
  },
};
