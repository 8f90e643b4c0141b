/** A guarded call's answer: a 2xx with its body (text, capped), or why it failed. */
export type PostResult =
  | { readonly ok: true; readonly status: number; readonly body: string }
  | { readonly ok: false; readonly status: number | null; readonly error: string };

/**
 * POSTs a JSON body to an outside URL (a clinic's webhook or chat endpoint) through the
 * outbound guard: https and public addresses only, no redirects, size and time caps.
 */
export type PostJson = (
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
) => Promise<PostResult>;
