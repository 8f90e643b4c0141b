/** Expected failures are values, not exceptions. */
export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly message: string };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const fail = <E extends string>(
  error: E,
  message: string,
): { readonly ok: false; readonly error: E; readonly message: string } => ({
  ok: false,
  error,
  message,
});
