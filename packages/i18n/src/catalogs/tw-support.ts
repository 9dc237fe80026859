/** 客服對話的繁體中文文字。 */
export const twSupport = {
  title: '客服',
  onlineTitle: '線上客服',
  intro: '在這裡留言給我們的客服人員，回覆送出後會立即顯示在此對話中。',
  empty: '尚無訊息',
  emptyBody: '可詢問帳戶、入金、出金或交易相關問題。請勿傳送任何密碼。',
  you: '您',
  staff: '客服',
  placeholder: '輸入訊息',
  send: '傳送',
  counter: '{{count}} / {{max}}',
  newReplies: '{{count}} 則新回覆',
  contact: '聯絡客服',
  textErrors: {
    required: '請先輸入訊息。',
    too_long: '訊息最多 {{max}} 個字元。',
    invalid_format: '訊息含有無法傳送的字元（控制字元）。',
  },
};
