import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useModalDialog } from './use-modal-dialog';

function Dialog({
  onCancel,
  closeOnBackdrop,
}: {
  onCancel: () => void;
  closeOnBackdrop?: boolean;
}) {
  const { dialog, initialFocus } = useModalDialog(onCancel, { closeOnBackdrop });
  return (
    <dialog ref={dialog} aria-label="Question">
      <p>Are you sure?</p>
      <button type="button" ref={initialFocus}>
        Keep
      </button>
    </dialog>
  );
}

describe('useModalDialog', () => {
  it('opens with focus on its first button and gives focus back to the opener when it goes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<Dialog onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Question' })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('calls onCancel on Escape, and on a backdrop click only when asked to', () => {
    const onCancel = vi.fn();
    const { unmount } = render(<Dialog onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Question' });
    fireEvent.click(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();

    const onBackdrop = vi.fn();
    render(<Dialog onCancel={onBackdrop} closeOnBackdrop />);
    const withBackdrop = screen.getByRole('dialog', { name: 'Question' });
    fireEvent.click(screen.getByText('Are you sure?'));
    expect(onBackdrop).not.toHaveBeenCalled();
    fireEvent.click(withBackdrop);
    expect(onBackdrop).toHaveBeenCalledTimes(1);
  });
});
