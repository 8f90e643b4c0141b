import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repo is read on its own: code and docs cite the product docs in docs/product (and
 * the other docs in the repo), never a document outside it, and every citation and
 * relative link leads to a file that is there (and to a heading that is there).
 */
const ROOT = resolve(import.meta.dirname, '../../..');

/** Text files git tracks, without the corpora (patients' words, not citations). */
function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) => /\.(?:ts|tsx|js|mjs|md|json|sh|css|html|ya?ml)$/.test(path))
    .filter((path) => !path.endsWith('package-lock.json') && existsSync(join(ROOT, path)));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(markdownFile: string): Set<string> {
  const text = readFileSync(markdownFile, 'utf8');
  return new Set(Array.from(text.matchAll(/^#{1,6} (.+)$/gm), (match) => anchorOf(match[1] ?? '')));
}

/** A cited file (and anchor) that does not resolve, as text for the failure; else null. */
function brokenTarget(file: string, anchor: string | undefined): string | null {
  if (!existsSync(file)) return 'no such file';
  if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor))
    return `no heading #${anchor}`;
  return null;
}

const OUTSIDE = /\b(?:SPEC|ARCHITECTURE|STYLE)\.md\b|\.\.\/shared\b/;

describe('references between documents', () => {
  const files = trackedTextFiles();

  it('name no document outside the repo', () => {
    const outside = files.flatMap((path) => {
      const lines = readFileSync(join(ROOT, path), 'utf8').split('\n');
      // This file spells the names it looks for.
      if (path === 'apps/server/src/doc-references.test.ts') return [];
      return lines.flatMap((line, index) => (OUTSIDE.test(line) ? [`${path}:${index + 1}`] : []));
    });
    expect(outside).toEqual([]);
  });

  it('cite product docs that exist, with headings that exist', () => {
    const broken = files.flatMap((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8');
      return Array.from(text.matchAll(/docs\/product\/([\w-]+\.md)(?:#([\w-]+))?/g)).flatMap(
        ([cited, name, anchor]) => {
          const problem = brokenTarget(join(ROOT, 'docs/product', name ?? ''), anchor);
          return problem ? [`${path}: ${cited} (${problem})`] : [];
        },
      );
    });
    expect(broken).toEqual([]);
  });

  it('link, in markdown, to files and headings that exist', () => {
    const broken = files
      .filter((path) => path.endsWith('.md'))
      .flatMap((path) => {
        const text = readFileSync(join(ROOT, path), 'utf8');
        return Array.from(text.matchAll(/\]\(([^)\s]+)\)/g)).flatMap(([, target = '']) => {
          if (/^(?:[a-z]+:|#|\/)/i.test(target)) return [];
          const [file = '', anchor] = target.split('#');
          const problem = brokenTarget(resolve(dirname(join(ROOT, path)), file), anchor);
          return problem ? [`${path}: ${target} (${problem})`] : [];
        });
      });
    expect(broken).toEqual([]);
  });

  it('the self-check: a wrong citation is caught', () => {
    expect(brokenTarget(join(ROOT, 'docs/product/validation.md'), 'phone-numbers')).toBeNull();
    expect(brokenTarget(join(ROOT, 'docs/product/validation.md'), 'no-such-heading')).toBe(
      'no heading #no-such-heading',
    );
    expect(brokenTarget(join(ROOT, 'docs', 'product', 'nowhere.md'), undefined)).toBe(
      'no such file',
    );
    expect(OUTSIDE.test('see SPEC.md §5')).toBe(true);
  });
});
