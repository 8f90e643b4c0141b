import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from './dashboard-catalog.ts';
import { placeholdersOf } from './interpolate.ts';

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const en = new Map(leaves(DASHBOARD_MESSAGES.en));
const es = new Map(leaves(DASHBOARD_MESSAGES.es));

describe("the dashboard's catalog", () => {
  it('has a non-empty Spanish text for every English key, and no Spanish-only key', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), `en ${key}`).not.toBe('');
      expect(es.get(key)?.trim(), `es ${key}`).not.toBe('');
    }
  });

  it('uses the same {placeholders} in en and es', () => {
    for (const [key, text] of en) {
      expect(placeholdersOf(es.get(key) ?? '').sort(), key).toEqual(placeholdersOf(text).sort());
    }
  });
});
