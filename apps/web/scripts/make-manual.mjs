// Writes public/manual/panduan-toko-edc.pdf from src/content/manual-content.ts (the text) and
// src/content/site-config.ts (contact details). Run after editing either, then commit the PDF:
//   node apps/web/scripts/make-manual.mjs
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { tsImport } from 'tsx/esm/api';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const { manualContent } = await tsImport('../src/content/manual-content.ts', import.meta.url);
const { siteConfig } = await tsImport('../src/content/site-config.ts', import.meta.url);
const output = join(webDir, 'public', siteConfig.manualPdfPath);

// The site's theme tokens (src/styles.css).
const COLOR = {
  brand: '#1f47d6',
  brandDark: '#1b2f6e',
  brandDeep: '#141d43',
  brandLight: '#eef4ff',
  brandLine: '#bcd2ff',
  accent: '#fbab24',
  accentLight: '#fff8eb',
  text: '#0f172a',
  muted: '#475569',
  border: '#e2e8f0',
  white: '#ffffff',
};

const PAGE = { margin: 56, footer: 40 };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

const doc = new PDFDocument({
  size: 'A4',
  margins: {
    top: PAGE.margin,
    bottom: PAGE.margin + PAGE.footer,
    left: PAGE.margin,
    right: PAGE.margin,
  },
  bufferPages: true,
  lang: 'id-ID',
  displayTitle: true,
  info: {
    Title: manualContent.title,
    Subject: manualContent.subtitle,
    Author: siteConfig.shopName,
    Keywords: 'EDC, mini ATM, QRIS, soundbox, panduan',
    // A fixed date keeps the committed PDF unchanged when the text is unchanged.
    CreationDate: new Date('2026-11-21T00:00:00Z'),
  },
});

const width = doc.page.width - 2 * PAGE.margin;
const left = PAGE.margin;
const bottomLimit = () => doc.page.height - doc.page.margins.bottom;

function ensureSpace(height) {
  if (doc.y + height > bottomLimit()) doc.addPage();
}

function text(value, options = {}) {
  const {
    font = FONT.regular,
    size = 11,
    color = COLOR.text,
    x = left,
    w = width,
    gap = 4,
  } = options;
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(value, x, doc.y, { width: w, lineGap: gap, align: options.align ?? 'left' });
}

function heightOf(value, font, size, w, gap = 4) {
  return doc.font(font).fontSize(size).heightOfString(value, { width: w, lineGap: gap });
}

function drawTerminal(x, y, scale) {
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(22, -30, 56, 46, 4).fill(COLOR.white);
  for (let line = 0; line < 3; line += 1)
    doc.rect(30, -22 + line * 10, line === 2 ? 24 : 40, 4).fill('#cbd5e1');
  doc.roundedRect(0, 0, 100, 180, 20).fill('#1e293b');
  doc.roundedRect(0, 0, 100, 30, 18).fill(COLOR.text);
  doc.roundedRect(10, 38, 80, 120, 8).fill(COLOR.brand);
  doc.roundedRect(18, 48, 64, 26, 6).fill(COLOR.white);
  doc.rect(26, 58, 40, 6).fill(COLOR.brandDark);
  const tiles = [COLOR.accent, '#22c55e', COLOR.brandLine, '#8eb3ff', '#fcbf4b', COLOR.white];
  tiles.forEach((fill, index) => {
    doc.roundedRect(18 + (index % 3) * 23, 84 + Math.floor(index / 3) * 23, 18, 18, 4).fill(fill);
  });
  doc.restore();
}

function cover() {
  doc.rect(0, 0, doc.page.width, 420).fill(COLOR.brandDark);
  doc.circle(doc.page.width - 120, 230, 140).fill(COLOR.brand);
  drawTerminal(doc.page.width - 195, 150, 1.2);
  doc.roundedRect(left, 72, 110, 24, 12).fillOpacity(0.15).fill(COLOR.white).fillOpacity(1);
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.white);
  doc.text(siteConfig.shopName.toUpperCase(), left + 14, 79, { characterSpacing: 1.5 });
  doc.font(FONT.bold).fontSize(34).fillColor(COLOR.white);
  doc.text(manualContent.title, left, 118, { width: 300, lineGap: 2 });
  doc.font(FONT.regular).fontSize(14).fillColor(COLOR.brandLine);
  doc.text(manualContent.subtitle, left, doc.y + 12, { width: 280, lineGap: 4 });
  doc.fontSize(11).text(manualContent.edition, left, 372);
  doc.y = 456;
  text(manualContent.intro, { size: 12, color: COLOR.muted, gap: 5 });
  doc.moveDown(1.2);
  text('Isi panduan', { font: FONT.bold, size: 13, color: COLOR.brandDark });
  doc.moveDown(0.4);
  return doc.y;
}

function chapterHeading(number, title) {
  ensureSpace(140);
  if (doc.y > PAGE.margin + 1) doc.moveDown(1.4);
  const y = doc.y;
  doc.roundedRect(left, y, 30, 30, 8).fill(COLOR.brand);
  doc.font(FONT.bold).fontSize(14).fillColor(COLOR.white);
  doc.text(String(number), left, y + 8, { width: 30, align: 'center' });
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.brandDark);
  doc.text(title, left + 44, y + 5, { width: width - 44 });
  doc.y = Math.max(doc.y, y + 30) + 14;
}

function steps(items) {
  doc.moveDown(0.2);
  items.forEach((item, index) => {
    const height = heightOf(item, FONT.regular, 11, width - 34);
    ensureSpace(height + 8);
    const y = doc.y;
    doc.circle(left + 11, y + 7, 11).fill(COLOR.brandLight);
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.brand);
    doc.text(String(index + 1), left, y + 2, { width: 22, align: 'center' });
    doc.y = y;
    text(item, { x: left + 34, w: width - 34 });
    doc.y = Math.max(doc.y, y + 22) + 6;
  });
}

function bullets(items) {
  items.forEach((item) => {
    const height = heightOf(item, FONT.regular, 11, width - 22);
    ensureSpace(height + 6);
    const y = doc.y;
    doc.rect(left + 2, y + 5, 6, 6).fill(COLOR.accent);
    text(item, { x: left + 20, w: width - 20 });
    doc.y += 6;
  });
  doc.moveDown(0.4);
}

function note(title, body) {
  const inner = width - 36;
  const height =
    heightOf(title, FONT.bold, 11, inner) + heightOf(body, FONT.regular, 10.5, inner) + 30;
  ensureSpace(height + 8);
  const y = doc.y + 4;
  doc.roundedRect(left, y, width, height, 10).fill(COLOR.accentLight);
  doc.rect(left, y, 5, height).fill(COLOR.accent);
  doc.y = y + 14;
  text(title, { font: FONT.bold, x: left + 20, w: inner });
  doc.y += 2;
  text(body, { size: 10.5, color: COLOR.muted, x: left + 20, w: inner });
  doc.y = y + height + 12;
}

function table(head, rows) {
  const first = 150;
  const second = width - first;
  const pad = 8;
  const row = (cells, header) => {
    const font = header ? FONT.bold : FONT.regular;
    const height =
      Math.max(
        heightOf(cells[0], header ? FONT.bold : FONT.bold, 10.5, first - 2 * pad, 3),
        heightOf(cells[1], font, 10.5, second - 2 * pad, 3),
      ) +
      2 * pad;
    ensureSpace(height);
    const y = doc.y;
    if (header) doc.rect(left, y, width, height).fill(COLOR.brandLight);
    else
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.8)
        .stroke(COLOR.border);
    doc
      .font(FONT.bold)
      .fontSize(10.5)
      .fillColor(header ? COLOR.brandDark : COLOR.text);
    doc.text(cells[0], left + pad, y + pad, { width: first - 2 * pad, lineGap: 3 });
    doc.font(font).fillColor(header ? COLOR.brandDark : COLOR.muted);
    doc.text(cells[1], left + first + pad, y + pad, { width: second - 2 * pad, lineGap: 3 });
    doc.y = y + height;
  };
  doc.moveDown(0.6);
  row(head, true);
  rows.forEach((cells) => row(cells, false));
  doc.moveDown(0.8);
}

function block(item) {
  if (item.kind === 'paragraph') {
    ensureSpace(heightOf(item.text, FONT.regular, 11, width) + 8);
    text(item.text, { color: COLOR.muted });
    doc.moveDown(0.7);
  } else if (item.kind === 'steps') steps(item.items);
  else if (item.kind === 'bullets') bullets(item.items);
  else if (item.kind === 'note') note(item.title, item.text);
  else if (item.kind === 'table') table(item.head, item.rows);
}

function contact(number) {
  chapterHeading(number, manualContent.contactTitle);
  text(manualContent.contactIntro, { color: COLOR.muted });
  doc.moveDown(0.8);
  const lines = [
    ['WhatsApp', siteConfig.phoneDisplay],
    ['Email', siteConfig.email],
    ['Jam layanan', siteConfig.businessHours],
    ['Alamat', siteConfig.officeAddress],
  ];
  const height = lines.length * 26 + 24;
  ensureSpace(height);
  const y = doc.y;
  doc.roundedRect(left, y, width, height, 12).fill(COLOR.brandDark);
  lines.forEach(([label, value], index) => {
    const rowY = y + 16 + index * 26;
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(COLOR.brandLine)
      .text(label, left + 20, rowY, { width: 100 });
    doc
      .font(FONT.regular)
      .fontSize(11)
      .fillColor(COLOR.white)
      .text(value, left + 130, rowY, { width: width - 150 });
  });
  doc.y = y + height + 10;
}

/** Writes at a fixed position below the bottom margin without pdfkit starting a new page. */
function withoutPageBreaks(draw) {
  const { bottom } = doc.page.margins;
  doc.page.margins.bottom = 0;
  draw();
  doc.page.margins.bottom = bottom;
}

function footers(total) {
  for (let page = 1; page < total; page += 1) {
    doc.switchToPage(page);
    withoutPageBreaks(() => footer(page, total));
  }
}

function footer(page, total) {
  const y = doc.page.height - PAGE.margin - 10;
  doc
    .moveTo(left, y - 10)
    .lineTo(left + width, y - 10)
    .lineWidth(0.8)
    .stroke(COLOR.border);
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  doc.text(manualContent.title, left, y, { width: width / 2, lineBreak: false });
  doc.text(`Halaman ${page + 1} dari ${total}`, left + width / 2, y, {
    width: width / 2,
    align: 'right',
    lineBreak: false,
  });
}

function tableOfContents(top, entries) {
  doc.switchToPage(0);
  withoutPageBreaks(() => tocEntries(top, entries));
}

function tocEntries(top, entries) {
  entries.forEach(({ title, page }, index) => {
    const y = top + index * 19;
    doc.font(FONT.regular).fontSize(11).fillColor(COLOR.text);
    doc.text(`${index + 1}.  ${title}`, left, y, { width: width - 40, lineBreak: false });
    doc
      .fillColor(COLOR.muted)
      .text(String(page), left + width - 40, y, { width: 40, align: 'right', lineBreak: false });
  });
}

mkdirSync(dirname(output), { recursive: true });
doc.pipe(createWriteStream(output));

const tocTop = cover();
doc.addPage();
const entries = [];
manualContent.chapters.forEach((chapter, index) => {
  chapterHeading(index + 1, chapter.title);
  entries.push({ title: chapter.title, page: doc.bufferedPageRange().count });
  chapter.blocks.forEach(block);
});
contact(manualContent.chapters.length + 1);
entries.push({ title: manualContent.contactTitle, page: doc.bufferedPageRange().count });

const total = doc.bufferedPageRange().count;
tableOfContents(tocTop, entries);
footers(total);
doc.end();
console.log(`wrote ${output} (${total} pages)`);
