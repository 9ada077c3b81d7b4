import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_MS, SAVED_MESSAGE_MS, useSaveConfirmation } from './use-save-confirmation';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSaveConfirmation', () => {
  it('uses the spec’s timings', () => {
    expect(SAVED_MESSAGE_MS).toBe(3000);
    expect(FLASH_MS).toBe(1000);
  });

  it('shows nothing until a save', () => {
    const { result } = renderHook(() => useSaveConfirmation());
    expect(result.current.showMessage).toBe(false);
    expect(result.current.flashing).toBe(false);
  });

  it('flashes for 1 s and shows the message for 3 s', () => {
    const { result } = renderHook(() => useSaveConfirmation());
    act(() => {
      result.current.confirm();
    });
    expect(result.current).toMatchObject({ showMessage: true, flashing: true });

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.flashing).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toMatchObject({ showMessage: true, flashing: false });

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current.showMessage).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.showMessage).toBe(false);
  });

  it('restarts both timers when another save comes in', () => {
    const { result } = renderHook(() => useSaveConfirmation());
    act(() => {
      result.current.confirm();
    });
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    act(() => {
      result.current.confirm();
    });
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(result.current).toMatchObject({ showMessage: true, flashing: true });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.showMessage).toBe(true);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current.showMessage).toBe(false);
  });
});
