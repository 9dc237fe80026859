/** 帳戶復原的繁體中文文字：忘記密碼時以通行金鑰重設。 */
export const twRecovery = {
  title: '忘記密碼',
  intro: '若您曾為此帳戶新增通行金鑰，請以通行金鑰登入後設定新密碼。我們絕不會以訊息傳送密碼給您。',
  withPasskey: '使用我的通行金鑰登入',
  noPasskeySupport: '此瀏覽器無法使用通行金鑰。請在存有通行金鑰的裝置上開啟 Kabuto。',
  withoutPasskey: '沒有通行金鑰？由客服人員核對身分的復原方式目前尚未在 App 中提供。請聯絡客服：{{support}}',
  cancelled: '未使用通行金鑰，未做任何變更。',
  resetTitle: '設定新密碼',
  resetIntro: '再以通行金鑰確認一次，新密碼即會取代舊密碼。您的其他裝置將被登出。',
  submit: '以通行金鑰確認並儲存',
  done: '新密碼已儲存。您的其他裝置已被登出。',
};
