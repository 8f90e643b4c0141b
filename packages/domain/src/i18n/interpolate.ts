/** Placeholders are written `{name}` in the catalog (i18next is configured with `{`/`}`). */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a template uses, each once, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}

/**
 * Fills `{name}` placeholders. A placeholder without a value is a bug in the
 * caller (the catalog and its callers are typed together), so it throws.
 */
export function interpolate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing value for {${name}} in "${template}"`);
    return String(value);
  });
}
