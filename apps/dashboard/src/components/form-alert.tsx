/** A form's refusal under its fields, announced when it appears; nothing while there is none. */
export function FormAlert({
  message,
  id,
}: {
  readonly message: string | null;
  /** For the field's aria-describedby. */
  readonly id?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}
