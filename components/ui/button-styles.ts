/** The few button looks of the site, shared by links and buttons. */
/** A word too long for the window (text at 200% on a phone) breaks inside the button rather than pushing the page wider. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold wrap-anywhere transition-colors disabled:opacity-60';

const variants = {
  /** Teal: the main call to action. */
  primary: 'bg-brand text-white hover:bg-brand-dark',
  /** Amber: booking and offers. */
  accent: 'bg-accent text-ink hover:bg-accent-dark',
  /** Outlined on light backgrounds. */
  outline: 'border-2 border-brand text-brand hover:bg-brand hover:text-white',
  /** Outlined on dark backgrounds. */
  light: 'border-2 border-white text-white hover:bg-white hover:text-ink',
} as const;

const sizes = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-base',
  lg: 'px-7 py-3.5 text-lg',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
) {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** Text links inside copy. */
export const textLinkClass =
  'font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-dark';
