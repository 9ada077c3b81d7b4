import type { HubIcon } from '#shared/app-manifest';
import { LINE_DRAWINGS } from '#shared/line-drawings';
import { StrokeIcon } from '#kit/stroke-icon';
import { DrawingShapes } from './icons';

/** A hub card's picture. */
export function HubIconDrawing({ icon, className }: { icon: HubIcon; className?: string }) {
  return (
    <StrokeIcon {...(className ? { className } : {})}>
      <g data-icon={icon}>
        <DrawingShapes drawing={LINE_DRAWINGS[icon]} />
      </g>
    </StrokeIcon>
  );
}
