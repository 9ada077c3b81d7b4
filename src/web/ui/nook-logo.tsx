import type { CSSProperties } from 'react';

interface NookLogoProps {
  readonly className?: string;
  readonly style?: CSSProperties;
  /** Pixel size of the square logo. */
  readonly size?: number;
}

/** Nook's mark: a small house with a warm, arched window nook. Decorative: label its container. */
export function NookLogo({ className, style, size = 64 }: NookLogoProps) {
  return (
    <svg
      className={className ? `nook-logo ${className}` : 'nook-logo'}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      style={style}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="nook-logo__chimney" x="42" y="10" width="7" height="14" rx="1.5" />
      <path
        className="nook-logo__house"
        d="M32 7.5 57 28.5V53a4.5 4.5 0 0 1-4.5 4.5h-41A4.5 4.5 0 0 1 7 53V28.5z"
      />
      <path className="nook-logo__window" d="M21.5 50V38.5a10.5 10.5 0 0 1 21 0V50z" />
      <path className="nook-logo__sill" d="M18 50h28" />
    </svg>
  );
}
