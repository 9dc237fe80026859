/** Icons of the shortcuts to the watchlist, hot stocks and the two ways into customer service. */
import type { SVGProps } from 'react';
import { LineIcon } from '../ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

/** A star: the stocks the member follows. */
export function StarIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
    </LineIcon>
  );
}

/** A flame: what is trading most. */
export function FlameIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 21c-3.6 0-6-2.4-6-5.6 0-3.4 2.6-5 3.4-8.4 2.2 1.4 3 3.4 3 5 1-.6 1.6-1.8 1.8-3 1.9 1.6 3.8 3.9 3.8 6.4 0 3.2-2.4 5.6-6 5.6z" />
    </LineIcon>
  );
}

/** A headset: customer service. */
export function HeadsetIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19a3 3 0 0 1-3 2.5H13" />
    </LineIcon>
  );
}

/** A speech bubble: online support. */
export function ChatIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 5.5h16v10H10l-4 3.5v-3.5H4z" />
      <path d="M8 10h8M8 13h5" />
    </LineIcon>
  );
}
