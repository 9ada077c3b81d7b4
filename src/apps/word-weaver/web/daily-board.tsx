import { useEffect, useState } from 'react';
import { dailySeed, formatCountdown, msUntilNextBoard } from '../core/seed';

/** How often the clocks look at the time: the countdown shows seconds. */
const TICK_MS = 1000;

/** The current time, every `intervalMs`; only the component that shows it re-renders. */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Today's board seed. The time is read every second so the new board comes at midnight, but the
 * caller re-renders only when the seed changes: React skips a state set to the value it has.
 */
export function useTodaySeed(): number {
  const [seed, setSeed] = useState(() => dailySeed(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setSeed(dailySeed(new Date())), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return seed;
}

/** The time left until the next daily board, ticking each second on its own. */
function NextBoardCountdown() {
  const now = useNow(TICK_MS);
  return <span>Next board in {formatCountdown(msUntilNextBoard(now))}</span>;
}

interface DailyBoardLineProps {
  readonly todaySeed: number;
  readonly activeSeed: number;
}

/** Which board is being played, and when the next daily board comes. */
export function DailyBoardLine({ todaySeed, activeSeed }: DailyBoardLineProps) {
  return (
    <p className="ww-daily">
      {activeSeed === todaySeed ? (
        <>Today&apos;s board: {todaySeed}</>
      ) : (
        <>Board {activeSeed} (chosen by an Admin)</>
      )}
      <span aria-hidden="true"> · </span>
      <NextBoardCountdown />
    </p>
  );
}
