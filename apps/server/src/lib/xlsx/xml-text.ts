/**
 * Characters XML 1.0 cannot hold (controls but tab and LF, lone surrogates, U+FFFE/U+FFFF) are
 * dropped, so an odd stored value cannot make the whole workbook unreadable; CR is kept as a
 * character reference, which XML would otherwise fold into LF.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#13;',
};

/** A quick first look: most cells hold none of these, and the full test costs more. */
// eslint-disable-next-line no-control-regex -- as above
const MAYBE_UNSAFE = /[&<>\u0000-\u0008\u000B-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text made safe for an XML element's content. */
export function xmlText(text: string): string {
  if (!MAYBE_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (character) => REPLACEMENTS[character] ?? '');
}
