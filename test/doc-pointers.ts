/**
 * Whether a source text names a section of the original specification or design documents (the
 * word SPEC or DESIGN, then a section sign) or their files, which a newcomer does not have.
 */
export function namesOriginalDocs(source: string): boolean {
  return /\b(?:SPEC|DESIGN)(?:\s*§|\.md\b)/.test(source);
}

/**
 * The comments' pointers at a heading of our docs: `docs/product.md, "Checkout"`, on one line. A
 * pointer broken across lines reads as the heading '(split across lines)', which no page has.
 */
export function docPointers(source: string): { doc: string; heading: string }[] {
  return [...source.matchAll(/\b(docs\/[\w./-]+\.md),(?: "([^"\n]+)"|\s*$| "[^"\n]*$)/gm)].map(
    (match) => ({ doc: match[1] ?? '', heading: match[2] ?? '(split across lines)' }),
  );
}

/** A Markdown page's headings, as written (`## Checkout` gives `Checkout`), outside code blocks. */
export function markdownHeadings(markdown: string): string[] {
  const outsideFences = markdown.replace(/```[\s\S]*?```/g, '');
  return [...outsideFences.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((match) => match[1] ?? '');
}
