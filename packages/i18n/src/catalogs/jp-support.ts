/** カスタマーサービスとの会話の日本語テキスト。 */
export const jpSupport = {
  title: 'カスタマーサービス',
  onlineTitle: 'オンラインサポート',
  intro: 'ここからスタッフにメッセージを送れます。返信は送信されるとすぐこの会話に表示されます。',
  empty: 'メッセージはまだありません',
  emptyBody: '口座、入金、出金、取引についてお気軽にお尋ねください。パスワードは絶対に送らないでください。',
  you: 'あなた',
  staff: 'カスタマーサービス',
  placeholder: 'メッセージを入力',
  send: '送信',
  counter: '{{count}} / {{max}}',
  newReplies: '新しい返信 {{count}} 件',
  contact: 'カスタマーサービスに連絡',
  textErrors: {
    required: 'メッセージを入力してください。',
    too_long: 'メッセージは {{max}} 文字までです。',
    invalid_format: '送信できない文字（制御文字）が含まれています。',
  },
};
