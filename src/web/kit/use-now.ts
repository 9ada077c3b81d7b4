import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` on the interval's boundaries: a one-second clock
 * turns on the second and a one-minute clock on the minute, whenever the component mounted. Use it
 * in the component that shows the time, so a tick re-renders that component and not its page.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: number | undefined;
    const scheduleTick = () => {
      // A timer that fires a little early shows the old time and is rescheduled a moment later.
      const untilBoundary = intervalMs - (Date.now() % intervalMs);
      timer = window.setTimeout(() => {
        setNow(new Date());
        scheduleTick();
      }, untilBoundary);
    };
    scheduleTick();
    return () => window.clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
