import { useNow } from '#kit/use-now';
import { dailySeed, formatCountdown, msUntilNextBoard } from '../core/seed';

/** A day in milliseconds: its boundaries are UTC midnights, when the daily board changes. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's board seed; the caller renders again at UTC midnight, when it changes, and not before. */
export function useTodaySeed(): number {
  return dailySeed(useNow(DAY_MS));
}

/** The time left until the next daily board, ticking each second on its own. */
function NextBoardCountdown() {
  const now = useNow(1000);
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
