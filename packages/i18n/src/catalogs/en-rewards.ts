/** English texts of the rewards screen (`/user/pj`): daily check-in, the referral reward and sharing. */
export const enRewards = {
  rewards: {
    title: 'Rewards',
    openOffer:
      'An open offer: no purchase, deposit or trade is needed to check in, and rewards never limit anything you do, withdrawals included.',
    streak: 'Days in a row',
    streakDays: '{{count}}',
    earned: 'Earned so far',
    checkIn: 'Check in today for {{amount}}',
    checkedIn: 'Checked in today',
    checkInResult: '{{amount}} added to your available balance: day {{streak}} of your streak.',
    tomorrow: "Tomorrow's check-in pays {{amount}} if you keep your streak.",
    calendarTitle: 'This month',
    calendarLegend: 'Days you checked in are marked. A day runs from midnight to midnight Japan time.',
    weekdays: 'Sun,Mon,Tue,Wed,Thu,Fri,Sat',
    checkedInOn: 'Checked in on {{date}}',
    tableTitle: 'Reward table',
    tableBody:
      'Check in once a Japan day. Each day of an unbroken streak pays the row for that day; a missed day starts again at day 1.',
    tableDay: 'Day {{day}}',
    tableLastDay: 'Day {{day}} and later',
    referralTitle: 'Invite friends',
    referralRule:
      'You receive {{amount}} for each friend who opens an account with your invite code, once that friend has verified their identity and had a first deposit approved, whichever happens last. One reward per friend, paid into your available balance.',
    share: 'Share my invite',
    shareTitle: 'Share your invite',
    inviteCode: 'Invite code',
    inviteLink: 'Invite link',
    qrLabel: 'QR code of your invite link',
    referralsTitle: 'Friends who joined',
    referralsEmpty: 'No one has joined with your code yet',
    referralsEmptyBody: 'Share your invite code or link; friends who open an account with it will be listed here.',
    joinedAt: 'Joined {{date}}',
    status: { joined: 'Joined', verified: 'Verified, waiting for a first deposit', rewarded: 'Rewarded' },
    rewardPaid: '+{{amount}}',
  },
};
