/**
 * The few icons the first screens need, drawn inline: the icon package's versions of these weigh
 * several kilobytes each, and they sit on the sign-in screen's critical path.
 */
import type { SVGProps } from 'react';

/** The frame of every inline icon: a 24-unit square, drawn with round 2-unit lines in the text colour. */
export function LineIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export function BackIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </LineIcon>
  );
}

export function EyeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

export function EyeOffIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M4 4l16 16" />
      <path d="M9.9 5.2A9.6 9.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.3 6.7C3.6 8.5 2 12 2 12s3.6 7 10 7a9.4 9.4 0 0 0 4.3-1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </LineIcon>
  );
}

export function AlertIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </LineIcon>
  );
}

export function HomeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M3.5 10.5L12 3.5l8.5 7" />
      <path d="M5.5 9v11h5v-6h3v6h5V9" />
    </LineIcon>
  );
}

export function PersonIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6" />
    </LineIcon>
  );
}
