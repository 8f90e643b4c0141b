/** A catalog section: the English texts and their Spanish twins, key for key. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export interface Section<T> {
  readonly en: T;
  readonly es: Texts<T>;
}

/** Keeps en and es of a section side by side; the type forbids a missing translation. */
export const defineSection = <const T>(section: { en: T; es: Texts<T> }): Section<T> => section;
