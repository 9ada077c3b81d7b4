import { useEffect, useState } from 'react';
import { formatCountdown, msUntilNextColour } from '../core/daily-colour';

/** Time left until local midnight, when everyone gets the next colour; ticks every second. */
export function NextColourCountdown() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="rgb-countdown">
      Next colour in{' '}
      <span className="rgb-countdown__time" role="timer">
        {formatCountdown(msUntilNextColour(now))}
      </span>
    </p>
  );
}
