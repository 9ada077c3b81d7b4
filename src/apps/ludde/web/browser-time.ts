import type { OffsetAt } from '../core/feeding-stats';
import { toDateTimeLocalValue } from '../core/local-timestamp';

/** The browser's offset from UTC, in minutes east, at an instant. */
export const browserOffsetAt: OffsetAt = (instant) => -instant.getTimezoneOffset();

/** The offset in force at a wall-clock time typed into a datetime-local field. */
export function offsetForLocalValue(localValue: string): number {
  // A date-time without an offset is read as local time, which is exactly what the field means.
  const local = new Date(localValue);
  return browserOffsetAt(Number.isNaN(local.getTime()) ? new Date() : local);
}

/** An instant as a datetime-local field shows it on this browser's clock. */
export function asLocalValue(instant: Date): string {
  return toDateTimeLocalValue(instant, browserOffsetAt(instant));
}

export function nowAsLocalValue(): string {
  return asLocalValue(new Date());
}
