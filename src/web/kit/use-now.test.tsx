import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

function Clock({ intervalMs }: { readonly intervalMs: number }) {
  const now = useNow(intervalMs);
  return <time>{now.toISOString()}</time>;
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function shownTime(): string {
  return screen.getByText(/^\d{4}-/).textContent ?? '';
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-03-01T11:59:58.400Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the current time', () => {
    render(<Clock intervalMs={1000} />);
    expect(shownTime()).toBe('2026-03-01T11:59:58.400Z');
  });

  it('turns on the second, not a second after mounting', () => {
    render(<Clock intervalMs={1000} />);
    advance(599);
    expect(shownTime()).toBe('2026-03-01T11:59:58.400Z');
    advance(1);
    expect(shownTime()).toBe('2026-03-01T11:59:59.000Z');
    advance(1000);
    expect(shownTime()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('lets a component choose a minute clock', () => {
    render(<Clock intervalMs={60_000} />);
    advance(1000);
    expect(shownTime()).toBe('2026-03-01T11:59:58.400Z');
    advance(600);
    expect(shownTime()).toBe('2026-03-01T12:00:00.000Z');
    advance(59_999);
    expect(shownTime()).toBe('2026-03-01T12:00:00.000Z');
    advance(1);
    expect(shownTime()).toBe('2026-03-01T12:01:00.000Z');
  });

  it('follows a change of interval and stops when unmounted', () => {
    const { rerender, unmount } = render(<Clock intervalMs={60_000} />);
    rerender(<Clock intervalMs={1000} />);
    advance(600);
    expect(shownTime()).toBe('2026-03-01T11:59:59.000Z');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
