/** A field's rule message under it, announced when it appears; nothing while the field is fine. */
export function FieldError({
  message,
  id,
}: {
  readonly message: string | null;
  /** For the field's aria-describedby. */
  readonly id?: string;
}) {
  if (!message) return null;
  return (
    <p className="al-field__error" id={id} role="alert">
      {message}
    </p>
  );
}
