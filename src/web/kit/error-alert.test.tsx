import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { ErrorAlert, errorText } from './error-alert';

describe('errorText', () => {
  it("shows the server's message, and the fallback when the server did not answer", () => {
    expect(errorText(new ApiError(409, 'The username is taken.'), 'Try again.')).toBe(
      'The username is taken.',
    );
    expect(errorText(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
    expect(errorText(null, 'Try again.')).toBe('Try again.');
  });
});

describe('ErrorAlert', () => {
  it('shows nothing without an error, and the message with its class when there is one', () => {
    const { rerender } = render(<ErrorAlert error={null} fallback="Try again." />);
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<ErrorAlert error={new TypeError('Failed to fetch')} fallback="Try again." />);
    expect(screen.getByRole('alert').textContent).toBe('Try again.');
    expect(screen.getByRole('alert').className).toBe('callout callout--danger');

    rerender(
      <ErrorAlert error={new ApiError(409, 'Taken.')} fallback="Try again." className="extra" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Taken.');
    expect(screen.getByRole('alert').className).toBe('callout callout--danger extra');
  });
});
