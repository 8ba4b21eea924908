import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docPointers, markdownHeadings, namesOriginalDocs } from './doc-pointers';

const root = new URL('..', import.meta.url).pathname;
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const sources = tracked.filter(
  (path) => /\.(ts|tsx|mjs|js|css|sql)$/.test(path) && !path.startsWith('docs/'),
);
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

describe('source comments point at our own docs', () => {
  it('name no section of the original spec or design documents', () => {
    expect(sources.filter((path) => namesOriginalDocs(read(path)))).toEqual([]);
  });

  it('point only at headings that exist', () => {
    const headings = new Map<string, Set<string>>();
    const headingsOf = (doc: string) => {
      if (!headings.has(doc)) headings.set(doc, new Set(markdownHeadings(read(doc))));
      return headings.get(doc) ?? new Set<string>();
    };
    const broken = sources.flatMap((path) =>
      docPointers(read(path))
        .filter(({ doc, heading }) => !tracked.includes(doc) || !headingsOf(doc).has(heading))
        .map(({ doc, heading }) => `${path}: ${doc}, "${heading}"`),
    );
    expect(broken).toEqual([]);
  });
});
