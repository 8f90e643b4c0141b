/** The list's selected leads (their uuids): one toggled in or out. */
export function toggled(selected: ReadonlySet<string>, uuid: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (next.has(uuid)) next.delete(uuid);
  else next.add(uuid);
  return next;
}

/**
 * The selected leads the page shows, in its order: a bulk change moves only what the
 * member sees checked (a lead gone from the page after a filter or a refresh is not).
 */
export const selectedOnPage = (
  selected: ReadonlySet<string>,
  leads: readonly { readonly patient_uuid: string }[],
): string[] => leads.map((lead) => lead.patient_uuid).filter((uuid) => selected.has(uuid));
