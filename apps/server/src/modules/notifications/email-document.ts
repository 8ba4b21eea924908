/** An e-mail's content once, rendered as HTML and as plain text (`renderEmail`). */
export type EmailDocument = {
  subject: string;
  title: string;
  paragraphs: string[];
  /** Label and value rows, e.g. the order's lines and total. */
  rows?: [string, string][];
  rowsTitle?: string;
  link?: { label: string; url: string };
  footer: string[];
};

export type RenderedEmail = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function plainText(document: EmailDocument): string {
  const parts = [document.title, '', ...document.paragraphs.flatMap((line) => [line, ''])];
  if (document.rows) {
    if (document.rowsTitle) parts.push(document.rowsTitle);
    parts.push(...document.rows.map(([label, value]) => `${label}: ${value}`), '');
  }
  if (document.link) parts.push(`${document.link.label}: ${document.link.url}`, '');
  parts.push('--', ...document.footer);
  return `${parts.join('\n')}\n`;
}

const CELL = 'padding:4px 8px;border-bottom:1px solid #e5e7eb';

function html(document: EmailDocument): string {
  const rows = document.rows
    ? `${document.rowsTitle ? `<h2 style="font-size:16px">${escapeHtml(document.rowsTitle)}</h2>` : ''}<table style="border-collapse:collapse;width:100%">${document.rows
        .map(
          ([label, value]) =>
            `<tr><td style="${CELL}">${escapeHtml(label)}</td><td style="${CELL};text-align:right">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const link = document.link
    ? `<p><a href="${escapeHtml(document.link.url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(document.link.label)}</a></p>`
    : '';
  return [
    '<!doctype html><html lang="id"><head><meta charset="utf-8">',
    `<title>${escapeHtml(document.subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:20px">${escapeHtml(document.title)}</h1>`,
    ...document.paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    rows,
    link,
    `<hr style="border:none;border-top:1px solid #e5e7eb">`,
    ...document.footer.map(
      (line) => `<p style="font-size:12px;color:#6b7280">${escapeHtml(line)}</p>`,
    ),
    '</body></html>',
  ].join('\n');
}

export function renderEmail(document: EmailDocument): RenderedEmail {
  return { subject: document.subject, text: plainText(document), html: html(document) };
}
