import type { ReactNode } from 'react';

export interface IconProps {
  readonly className?: string;
}

/** A line drawing on a 24-unit grid in the text's colour, hidden from screen readers. */
export function StrokeIcon({
  className,
  size = 24,
  children,
}: IconProps & { readonly size?: number; readonly children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
