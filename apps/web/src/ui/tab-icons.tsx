/**
 * The icons of the market tabs, drawn inline like those in icons.tsx. They sit in their own module
 * because only the tab bar uses them, so the sign-in screens, which load icons.tsx, do without them.
 */
import type { SVGProps } from 'react';
import { LineIcon } from './icons';

export function ChartIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M3.5 20.5h17" />
      <path d="M4.5 15.5l4.5-5 4 3.5 6.5-8" />
      <path d="M15.5 6h4v4" />
    </LineIcon>
  );
}

export function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5l5 5" />
    </LineIcon>
  );
}

export function StarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </LineIcon>
  );
}

/** Two candles: the trade tab, where positions and orders are. */
export function TradeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M8 3.5v3M8 17.5v3M16 6.5v3M16 18.5v2" />
      <rect x="5.5" y="6.5" width="5" height="11" rx="1" />
      <rect x="13.5" y="9.5" width="5" height="9" rx="1" />
    </LineIcon>
  );
}
