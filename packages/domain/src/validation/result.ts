/** An expected failure is a value: the rule's message in the patient's language. */
export type Validation<T> = { readonly ok: true; readonly value: T } | Invalid;
export type Invalid = { readonly ok: false; readonly error: string };

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value });
export const invalid = (error: string): Invalid => ({ ok: false, error });
