const UNITS = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * A byte count as a quota reads: `500 MiB`, `1.5 GiB`, `800 bytes`. Below 10 of a unit one decimal
 * is kept (a trailing `.0` is dropped), above it none. `floor` never rounds up, so what is used
 * does not read as the whole quota before it is.
 */
export function formatQuotaBytes(bytes: number, rounding: 'round' | 'floor' = 'round'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.floor(value)} bytes`;
  const scale = value < 10 ? 10 : 1;
  const shown = (rounding === 'floor' ? Math.floor : Math.round)(value * scale) / scale;
  return `${shown} ${UNITS[unit]}`;
}

/** What an upload over the quota is refused with: `Your uploads use 498 MiB of your 500 MiB.` */
export function quotaExceededMessage(used: number, quota: number): string {
  return `Your uploads use ${formatQuotaBytes(used, 'floor')} of your ${formatQuotaBytes(quota)}.`;
}
