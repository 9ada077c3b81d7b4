const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** A byte count for people: '512 B', '1.2 MB' (binary multiples, one decimal). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  // Round first so 1023.96 KB reads '1.0 MB', not '1024.0 KB'.
  while (Number(value.toFixed(1)) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
