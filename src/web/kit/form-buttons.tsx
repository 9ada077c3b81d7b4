/** A form's last row: its primary button (off while it is being sent) and Cancel. */
export function SubmitOrCancel({
  submitText,
  pending,
  onCancel,
}: {
  readonly submitText: string;
  readonly pending: boolean;
  readonly onCancel: () => void;
}) {
  return (
    <div className="button-row">
      <button type="submit" className="button button--primary" disabled={pending}>
        {submitText}
      </button>
      <button type="button" className="button button--quiet" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
