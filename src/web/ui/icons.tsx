import type { ReactNode } from 'react';

export interface IconProps {
  readonly className?: string;
}

export function StrokeIcon({ className, children }: IconProps & { readonly children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
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

export function HomeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3.5 11 12 3.8l8.5 7.2" />
      <path d="M5.5 9.6V19a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V9.6" />
      <path d="M10 20v-5.5h4V20" />
    </StrokeIcon>
  );
}

export function MessageIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20.5 14.5a2 2 0 0 1-2 2H9l-5 4v-15a2 2 0 0 1 2-2h12.5a2 2 0 0 1 2 2z" />
      <path d="M8 8.5h8M8 12h5" />
    </StrokeIcon>
  );
}

export function ApplicationsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.8" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.8" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.8" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.8" />
    </StrokeIcon>
  );
}

export function FamilyIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 20s-7.5-4.4-7.5-10.1A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.6C19.5 15.6 12 20 12 20z" />
    </StrokeIcon>
  );
}

export function AdminIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3.2 19.5 6v5.6c0 4.6-3.1 7.9-7.5 9.2-4.4-1.3-7.5-4.6-7.5-9.2V6z" />
      <path d="m9 12 2.2 2.2L15.2 10" />
    </StrokeIcon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M19 12H5.5" />
      <path d="m11 18-6-6 6-6" />
    </StrokeIcon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </StrokeIcon>
  );
}

/** A panel with a chevron: points left to collapse, right to expand. */
export function SidebarToggleIcon({
  collapsed,
  ...props
}: IconProps & { readonly collapsed: boolean }) {
  return (
    <StrokeIcon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
      <path d="M9 4.5v15" />
      <path d={collapsed ? 'm13.5 9.5 2.5 2.5-2.5 2.5' : 'm16 9.5-2.5 2.5 2.5 2.5'} />
    </StrokeIcon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.8 20a7.2 7.2 0 0 1 14.4 0" />
    </StrokeIcon>
  );
}
