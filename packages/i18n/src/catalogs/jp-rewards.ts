/** 日本語：特典画面（`/user/pj`）：デイリーチェックイン、紹介特典、共有。 */
import type { CatalogParts } from './parts';

export const jpRewards: CatalogParts['rewards'] = {
  rewards: {
    title: '特典',
    openOffer:
      'オープン懸賞です。チェックインに購入・入金・取引は一切不要で、特典が出金などのお手続きを制限することはありません。',
    streak: '連続チェックイン',
    streakDays: '{{count}} 日',
    earned: 'これまでの獲得額',
    checkIn: '今日のチェックインで {{amount}}',
    checkedIn: '本日はチェックイン済み',
    checkInResult: '{{amount}} を利用可能残高に入金しました（連続 {{streak}} 日目）。',
    tomorrow: '連続を続けると、明日のチェックインは {{amount}} です。',
    calendarTitle: '今月',
    calendarLegend: 'チェックインした日に印が付きます。1 日は日本時間の午前 0 時から翌午前 0 時までです。',
    weekdays: '日,月,火,水,木,金,土',
    checkedInOn: '{{date}} チェックイン済み',
    tableTitle: '特典表',
    tableBody:
      'チェックインは日本時間で 1 日 1 回です。連続した各日にその日の行の額が支払われ、1 日でも空くと 1 日目に戻ります。',
    tableDay: '{{day}} 日目',
    tableLastDay: '{{day}} 日目以降',
    referralTitle: '友達を紹介',
    referralRule:
      'あなたの招待コードで口座を開設した友達が、本人確認を終え、初回入金が承認された時点（遅いほう）で {{amount}} をお支払いします。友達 1 人につき 1 回、利用可能残高に入金します。',
    share: '招待を共有',
    shareTitle: '招待を共有する',
    inviteCode: '招待コード',
    inviteLink: '招待リンク',
    qrLabel: '招待リンクの QR コード',
    referralsTitle: '参加した友達',
    referralsEmpty: 'まだあなたのコードで参加した人はいません',
    referralsEmptyBody: '招待コードやリンクを共有してください。それで口座を開設した友達がここに表示されます。',
    joinedAt: '{{date}} 参加',
    status: { joined: '参加済み', verified: '本人確認済み・初回入金待ち', rewarded: '特典支払済み' },
    rewardPaid: '+{{amount}}',
  },
};
