export type PostResult =
  | { readonly ok: true; readonly status: number }
  | { readonly ok: false; readonly status: number | null; readonly error: string };

/** POSTs a JSON body to an outside URL through the outbound guard; only the status is kept. */
export type PostJson = (
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
) => Promise<PostResult>;
