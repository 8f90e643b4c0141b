/** A button that starts something and, while it runs, says so and cannot be pressed again. */
export function ActionButton({
  label,
  pendingLabel,
  pending,
  onClick,
  disabled = false,
}: {
  readonly label: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  readonly onClick: () => void;
  /** Also off for a reason of its own (nothing to send yet). */
  readonly disabled?: boolean;
}) {
  return (
    <button type="button" className="button" onClick={onClick} disabled={pending || disabled}>
      {pending ? pendingLabel : label}
    </button>
  );
}
