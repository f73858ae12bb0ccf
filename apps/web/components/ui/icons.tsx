import type { CSSProperties } from 'react';
import styles from './icons.module.css';

// Line icons drawn for this site, and the social networks' marks, in currentColor. Their drawings are masks in
// icons.module.css (issue 19: an inline SVG is written into both the HTML and the RSC payload of every page
// that shows it). Decorative: the control that holds one carries the accessible name.

interface IconProps {
  /** Width and height in px. */
  size?: number;
  className?: string;
}

/** The social networks with a mark of their own; any other gets 'otherNetwork'. */
const socialNetworks = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;

/** Every icon's name: a class of icons.module.css whose mask is the drawing (icons.test.ts checks each has one). */
export const iconNames = [
  'close',
  'chevronDown',
  'chevronRight',
  'check',
  'arrowLeft',
  'arrowRight',
  'search',
  'user',
  'cart',
  'phone',
  'clock',
  'mail',
  'pin',
  'burger',
  'calculator',
  'eye',
  'eyeOff',
  'wifiOff',
  ...socialNetworks,
  'otherNetwork',
] as const;

type IconName = (typeof iconNames)[number];

function Icon({ name, size, className }: IconProps & { name: IconName }) {
  return (
    <span
      aria-hidden="true"
      className={[styles.icon, styles[name], className].filter(Boolean).join(' ')}
      style={size === undefined ? undefined : ({ '--icon-size': `${size}px` } as CSSProperties)}
    />
  );
}

export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevronDown" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon name="chevronRight" {...p} />;
export const CheckIcon = (p: IconProps) => <Icon name="check" {...p} />;
export const ArrowLeftIcon = (p: IconProps) => <Icon name="arrowLeft" {...p} />;
export const ArrowRightIcon = (p: IconProps) => <Icon name="arrowRight" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
export const UserIcon = (p: IconProps) => <Icon name="user" {...p} />;
export const CartIcon = (p: IconProps) => <Icon name="cart" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon name="clock" {...p} />;
export const MailIcon = (p: IconProps) => <Icon name="mail" {...p} />;
export const PinIcon = (p: IconProps) => <Icon name="pin" {...p} />;
export const BurgerIcon = (p: IconProps) => <Icon name="burger" {...p} />;
export const CalculatorIcon = (p: IconProps) => <Icon name="calculator" {...p} />;
export const EyeIcon = (p: IconProps) => <Icon name="eye" {...p} />;
export const EyeOffIcon = (p: IconProps) => <Icon name="eyeOff" {...p} />;
export const WifiOffIcon = (p: IconProps) => <Icon name="wifiOff" {...p} />;

/** A social network's mark, filled; a globe for a network without one. */
export function SocialIcon({ network, size = 20 }: { network: string; size?: number }) {
  const name = socialNetworks.find((known) => known === network) ?? 'otherNetwork';
  return <Icon name={name} size={size} />;
}
