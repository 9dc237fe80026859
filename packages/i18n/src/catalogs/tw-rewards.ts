/** 繁體中文：獎勵頁（`/user/pj`）：每日簽到、邀請獎勵與分享。 */
import type { CatalogParts } from './parts';

export const twRewards: CatalogParts['rewards'] = {
  rewards: {
    title: '獎勵',
    openOffer: '公開活動：簽到無需任何購買、入金或交易，獎勵也絕不限制您的任何操作，包括出金。',
    streak: '連續簽到',
    streakDays: '{{count}} 天',
    earned: '累計獲得',
    checkIn: '今日簽到領 {{amount}}',
    checkedIn: '今日已簽到',
    checkInResult: '{{amount}} 已存入您的可用餘額：連續簽到第 {{streak}} 天。',
    tomorrow: '保持連續，明日簽到可領 {{amount}}。',
    calendarTitle: '本月',
    calendarLegend: '已簽到的日子會標示出來。一天以日本時間午夜至午夜計算。',
    weekdays: '日,一,二,三,四,五,六',
    checkedInOn: '{{date}} 已簽到',
    tableTitle: '獎勵表',
    tableBody: '每個日本日可簽到一次。連續簽到的每一天按該天的列發放；中斷一天則從第 1 天重新開始。',
    tableDay: '第 {{day}} 天',
    tableLastDay: '第 {{day}} 天起',
    referralTitle: '邀請好友',
    referralRule:
      '每位使用您的邀請碼開戶的好友，在完成實名認證且首筆入金獲核准後（以較晚發生者為準），您可獲得 {{amount}}。每位好友一次，存入您的可用餘額。',
    share: '分享我的邀請',
    shareTitle: '分享您的邀請',
    inviteCode: '邀請碼',
    inviteLink: '邀請連結',
    qrLabel: '您的邀請連結 QR 碼',
    referralsTitle: '已加入的好友',
    referralsEmpty: '尚無好友使用您的邀請碼加入',
    referralsEmptyBody: '分享您的邀請碼或連結；使用它開戶的好友會列在這裡。',
    joinedAt: '{{date}} 加入',
    status: { joined: '已加入', verified: '已認證，等待首筆入金', rewarded: '已發放獎勵' },
    rewardPaid: '+{{amount}}',
  },
};
