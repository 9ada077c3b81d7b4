import type { ReactNode } from 'react';
import type { HubIcon } from '../../shared/app-manifest';
import { StrokeIcon } from './icons';

/** The line drawing of each hub card's picture, on the sidebar icons' 24 × 24 grid. */
const DRAWINGS: Readonly<Record<HubIcon, ReactNode>> = {
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="9.5" r="1.6" />
      <path d="m4 17.5 5-5 3.5 3.5 2.5-2.5 5 4.5" />
    </>
  ),
  question: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.4a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.6" />
      <path d="M12 16.6v.1" />
    </>
  ),
  gamepad: (
    <>
      <path d="M7 7.5h10a4 4 0 0 1 4 4v1.5a3.5 3.5 0 0 1-6.2 2.2l-.9-1.2h-3.8l-.9 1.2A3.5 3.5 0 0 1 3 13v-1.5a4 4 0 0 1 4-4z" />
      <path d="M7.5 10.5v3M6 12h3" />
      <path d="M15.5 11h.1M17.5 13h.1" />
    </>
  ),
  smile: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 14a4.2 4.2 0 0 0 7 0" />
      <path d="M9.2 9.6v.2M14.8 9.6v.2" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.3 0 1.9-.8 1.9-1.7 0-1.4-1.2-1.9-1.2-3.1 0-1 .8-1.7 1.8-1.7h2.2a3.8 3.8 0 0 0 3.8-3.8C20.5 6.6 16.7 3.5 12 3.5z" />
      <path d="M7.6 12.2h.1M9 8.2h.1M13 6.8h.1M16.4 9h.1" />
    </>
  ),
  database: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="2.5" />
      <path d="M5 6v12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6" />
      <path d="M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
    </>
  ),
  lightbulb: (
    <>
      <path d="M9 17.5h6M10 20.5h4" />
      <path d="M12 3.5a6 6 0 0 0-3.5 10.9c.3.3.5.7.5 1.1v2h6v-2c0-.4.2-.8.5-1.1A6 6 0 0 0 12 3.5z" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="3.8" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  flag: (
    <>
      <path d="M5.5 21V4" />
      <path d="M5.5 4.5h11l-2.5 4 2.5 4h-11" />
    </>
  ),
  letters: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="m8.5 16.5 3.5-9 3.5 9M9.8 13.3h4.4" />
    </>
  ),
  bird: (
    <>
      <path d="M4 13.5c2.5 0 4-1.5 5-3.5a4.5 4.5 0 0 1 8.6 1.7L20.5 13l-3 .8A7 7 0 0 1 11 19H6.5" />
      <path d="M9.5 14.5c1.5.3 3-.3 4-1.5" />
      <path d="M15 9.5h.1" />
    </>
  ),
  paw: (
    <>
      <ellipse cx="12" cy="15.5" rx="4.2" ry="3.6" />
      <circle cx="6.5" cy="10.5" r="1.7" />
      <circle cx="9.7" cy="6.8" r="1.7" />
      <circle cx="14.3" cy="6.8" r="1.7" />
      <circle cx="17.5" cy="10.5" r="1.7" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3 19.5a6 6 0 0 1 12 0" />
      <path d="M15.5 5.6a3.2 3.2 0 0 1 0 5.8M17.5 13.8a6 6 0 0 1 3.5 5.7" />
    </>
  ),
  folder: (
    <path d="M3.5 7a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
  ),
  code: (
    <>
      <path d="m8.5 8-4 4 4 4M15.5 8l4 4-4 4" />
      <path d="m13.5 5.5-3 13" />
    </>
  ),
};

/** A hub card's picture. */
export function HubIconDrawing({ icon, className }: { icon: HubIcon; className?: string }) {
  return (
    <StrokeIcon {...(className ? { className } : {})}>
      <g data-icon={icon}>{DRAWINGS[icon]}</g>
    </StrokeIcon>
  );
}
