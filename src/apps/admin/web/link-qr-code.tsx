import { useEffect, useState } from 'react';

/** The dark modules of a QR code as one SVG path, one unit a module, inside a quiet zone. */
interface QrDrawing {
  readonly size: number;
  readonly path: string;
}

const QUIET_ZONE = 2;

async function drawQrCode(text: string): Promise<QrDrawing> {
  // Loaded on first use: the Users page does not carry the encoder until a link is shown.
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

/** A QR code of `text`, drawn as SVG, for a phone held up to the screen. */
export function LinkQrCode({ text, label }: { readonly text: string; readonly label: string }) {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    drawQrCode(text).then(
      (drawn) => {
        if (current) setDrawing(drawn);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (failed)
    return <p className="muted">The QR code could not be drawn; copy the link instead.</p>;
  if (!drawing) {
    return (
      <p className="muted account-link-qr account-link-qr--loading" role="status">
        Drawing the QR code…
      </p>
    );
  }
  return (
    <svg
      className="account-link-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
