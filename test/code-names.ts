/**
 * The code names a Markdown page quotes: identifiers written in camelCase or PascalCase (inside
 * inline code or fenced blocks), and source paths in inline code (`apps/server/src/app.ts`,
 * `lib/paged-list.ts`). Plain words, SQL, shell commands and environment variables are not
 * code names of ours, so they are left out.
 */
export function codeNamesInMarkdown(markdown: string) {
  const fenced = [...markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  const outsideFences = markdown.replace(/```[\s\S]*?```/g, '');
  const inline = [...outsideFences.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

  const identifiers = new Set<string>();
  for (const code of [...fenced, ...inline]) {
    for (const [name] of code.matchAll(
      /\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Z][a-z]+[A-Z][A-Za-z0-9]*\b/g,
    )) {
      identifiers.add(name);
    }
  }
  const paths = inline.filter(
    (code) =>
      /^[\w.@-]+(\/[\w.@<>-]+)*\.(ts|tsx|mjs|sql|json|css)$/.test(code) && !code.includes('<'),
  );
  return { identifiers: [...identifiers], paths };
}
