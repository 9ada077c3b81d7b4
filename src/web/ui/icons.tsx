import { type IconProps, StrokeIcon } from '#kit/stroke-icon';
import { LINE_DRAWINGS, type LineDrawing } from '#shared/line-drawings';

/** The shapes of one of the site's line drawings, inside a StrokeIcon. */
export function DrawingShapes({ drawing }: { readonly drawing: LineDrawing }) {
  return drawing.map((shape, index) => {
    switch (shape.tag) {
      case 'path':
        return <path key={index} d={shape.d} />;
      case 'circle':
        return <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} />;
      case 'ellipse':
        return <ellipse key={index} cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} />;
      case 'rect':
        return (
          <rect
            key={index}
            x={shape.x}
            y={shape.y}
            width={shape.width}
            height={shape.height}
            rx={shape.rx}
          />
        );
    }
  });
}

export function HomeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <DrawingShapes drawing={LINE_DRAWINGS.home} />
    </StrokeIcon>
  );
}

export function MessageIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <DrawingShapes drawing={LINE_DRAWINGS.message} />
    </StrokeIcon>
  );
}

export function ApplicationsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <DrawingShapes drawing={LINE_DRAWINGS.applications} />
    </StrokeIcon>
  );
}

export function FamilyIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <DrawingShapes drawing={LINE_DRAWINGS.family} />
    </StrokeIcon>
  );
}

export function AdminIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <DrawingShapes drawing={LINE_DRAWINGS.admin} />
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
      <DrawingShapes drawing={LINE_DRAWINGS.user} />
    </StrokeIcon>
  );
}
