/** Traditional Chinese (Taiwan). */
import type { Catalog } from './en';

export const tw: Catalog = {
  errors: {
    invalid_input: '請檢查標示的欄位。',
    not_signed_in: '請先登入。',
    session_ended: '登入已失效，請重新登入。',
    forbidden: '您沒有權限執行此操作。',
    account_frozen: '此帳戶已凍結，請聯絡客服。',
    account_login_banned: '此帳戶已暫停登入，請聯絡客服。',
    account_disabled: '此帳戶已停用，請聯絡客服。',
    not_found: '找不到資料。',
    wrong_state: '此項目已處理或無法再變更。',
    credentials_invalid: '帳戶不存在或密碼錯誤。',
    account_exists: '此手機號碼已註冊。',
    inviter_not_found: '找不到使用此邀請碼的會員。',
    username_exists: '此使用者名稱已被使用。',
    last_owner: '至少須保留一位啟用中的擁有者。',
    too_many_requests: '請求過於頻繁，請稍後再試。',
    sign_in_locked: '登入失敗次數過多，請於 {{minutes}} 分鐘後再試。',
    internal: '系統發生錯誤，請再試一次。',
    network: '網路無法連線，請再試一次。',
    timeout: '伺服器回應逾時，請再試一次。',
  },
  fields: {
    required: '必填。',
    invalid_format: '格式不正確。',
    not_phone_number: '請輸入十位數手機號碼。',
    password_rule: '8 至 64 個字元，須包含英文字母與數字。',
    passwords_differ: '兩次輸入的密碼不一致。',
    agreement_required: '請閱讀並同意隱私權政策。',
    too_long: '內容過長。',
    not_allowed_value: '不是允許的值。',
  },
};
