import { formatCountdown } from '#kit/date-format';
import { useNow } from '#kit/use-now';
import { msUntilNextColour } from '../core/daily-colour';

/** Time left until local midnight, when everyone gets the next colour; ticks every second. */
export function NextColourCountdown() {
  const now = useNow(1000);
  return (
    <p className="rgb-countdown">
      Next colour in{' '}
      <span className="rgb-countdown__time" role="timer">
        {formatCountdown(msUntilNextColour(now))}
      </span>
    </p>
  );
}
