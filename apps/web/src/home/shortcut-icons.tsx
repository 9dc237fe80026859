/**
 * The icons of the home screen's shortcuts, drawn inline like the tab bar's: the icon package's
 * versions came as five shared chunks of their own, five more requests before home could show.
 */
import type { SVGProps } from 'react';
import { LineIcon } from '../ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

/** Money coming in: an arrow down into a tray. */
export function DepositIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3.5v10M7.5 9.5l4.5 4.5 4.5-4.5" />
      <path d="M4 14.5v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </LineIcon>
  );
}

/** Money going out: an arrow up out of a tray. */
export function WithdrawIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 14V4M7.5 8.5L12 4l4.5 4.5" />
      <path d="M4 14.5v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </LineIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </LineIcon>
  );
}

/** A list of records. */
export function RecordsIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4.5" y="3.5" width="15" height="17" rx="2" />
      <path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4" />
    </LineIcon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="8" r="3.75" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </LineIcon>
  );
}

/** Settings: three sliders. */
export function SettingsIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1" />
      <circle cx="15" cy="6.5" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </LineIcon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.3 3.5 5.2 3.5 8.5s-1.2 6.2-3.5 8.5c-2.3-2.3-3.5-5.2-3.5-8.5s1.2-6.2 3.5-8.5z" />
    </LineIcon>
  );
}

/** An open book: the trading rules. */
export function RulesIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 6.5C10.5 5 8.5 4.5 3.5 4.5v14c5 0 7 .5 8.5 2 1.5-1.5 3.5-2 8.5-2v-14c-5 0-7 .5-8.5 2z" />
      <path d="M12 6.5v14" />
    </LineIcon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.75v.01" />
    </LineIcon>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </LineIcon>
  );
}

/** A gift box: the daily check-in and the referral reward. */
export function GiftIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 9.5h16v3H4zM5.5 12.5v8h13v-8M12 9.5v11" />
      <path d="M12 9.5C10.5 6 7 5.5 7.5 8c.3 1.3 2.5 1.5 4.5 1.5zM12 9.5c1.5-3.5 5-4 4.5-1.5-.3 1.3-2.5 1.5-4.5 1.5z" />
    </LineIcon>
  );
}

/** A loan against holdings: a coin resting on a bar chart. */
export function LoanIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 20.5h16M6.5 20.5v-5M11 20.5v-8M15.5 20.5v-4" />
      <circle cx="17" cy="7" r="3.5" />
    </LineIcon>
  );
}

/** New shares: a bell over a rising bar, the opening of an IPO. */
export function IpoIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 20.5h16" />
      <path d="M7 20.5v-5M12 20.5v-8M17 20.5v-11" />
      <path d="M14.5 6.5L17 4l2.5 2.5" />
    </LineIcon>
  );
}

/** Pre-market: the sun coming up over the horizon. */
export function SunriseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3.5 18.5h17M7.5 18.5a4.5 4.5 0 0 1 9 0" />
      <path d="M12 5v3M5.6 9.6l2 2M18.4 9.6l-2 2" />
    </LineIcon>
  );
}

/** After-market: a crescent moon, the market closed for the evening. */
export function MoonIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z" />
    </LineIcon>
  );
}

/** Copy trading: a rising line followed by a second one. */
export function CopyTradingIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3.5 17l5-5 3.5 3.5L20 7.5" />
      <path d="M3.5 21l5-5 3.5 3.5 5-5" opacity="0.55" />
      <path d="M15.5 7.5H20V12" />
    </LineIcon>
  );
}

/** Block trading: stacked blocks of shares. */
export function BlocksIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="13" width="7.5" height="7" rx="1" />
      <rect x="13" y="13" width="7.5" height="7" rx="1" />
      <rect x="8.25" y="4" width="7.5" height="7" rx="1" />
    </LineIcon>
  );
}
