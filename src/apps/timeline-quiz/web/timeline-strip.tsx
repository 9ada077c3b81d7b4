import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { stripView, type StripView } from '../core/timeline-placement';

function readStripView(strip: HTMLElement): StripView {
  const cards = [...strip.querySelectorAll<HTMLElement>('[data-testid="timeline-item"]')];
  return stripView(
    strip.getBoundingClientRect(),
    cards.map((card) => card.getBoundingClientRect()),
    strip,
  );
}

/**
 * The scrolling strip of placed cards. When it is wider than the screen, its edges fade where more
 * cards lie and a line says which cards are in view, so a phone shows that the strip scrolls.
 */
export function TimelineStrip({
  count,
  children,
}: {
  readonly count: number;
  readonly children: ReactNode;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<StripView | null>(null);

  useLayoutEffect(() => {
    const node = strip.current;
    if (!node) return;
    const update = () => setView(readStripView(node));
    update();
    node.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [count]);

  const scrolls = view !== null && (view.moreBefore || view.moreAfter);
  return (
    <div
      className="tq-strip"
      data-more-before={view?.moreBefore ? '' : undefined}
      data-more-after={view?.moreAfter ? '' : undefined}
    >
      <div className="tq-timeline" data-testid="timeline" ref={strip}>
        {children}
      </div>
      {scrolls && view.first > 0 ? (
        <p className="tq-strip__position" data-testid="timeline-position">
          Cards {view.first}–{view.last} of {count} · scroll sideways for more
        </p>
      ) : null}
    </div>
  );
}
