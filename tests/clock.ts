/**
 * Returns once the clock reads a later millisecond than when it was called, so whatever is written
 * next carries a later timestamp than whatever was written before.
 */
export function nextMillisecond(): void {
  const start = Date.now();
  while (Date.now() === start) {
    // A millisecond at most.
  }
}
