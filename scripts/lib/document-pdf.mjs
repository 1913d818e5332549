// A document model (@ds/product/documents) printed to PDF with pdfkit and its built-in standard fonts (nothing
// to download): a title block, a table of contents with page numbers that link to the sections, the sections
// with their tables and form fields, a bookmark outline, and a footer naming the issuer with 'Page N of M'.
import PDFDocument from 'pdfkit';

const A4 = [595.28, 841.89];
const MARGIN = 56;
const FOOTER_GAP = 28;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#b3b3b3';
const HEADER_FILL = '#eeeeee';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** Every section, depth first, with its depth (0 for a top-level section). */
function flatten(sections, depth = 0) {
  return sections.flatMap((section) => [{ section, depth }, ...flatten(section.sections, depth + 1)]);
}

/**
 * The PDF of a document, as bytes.
 * @param {import('@ds/product/documents').DocumentModel} model
 * @param {import('./document-pdf.d.mts').DocumentPdfOptions} [options]
 */
export function renderDocumentPdf(
  model,
  { accent = '#006b74', createdAt = new Date(), pathOrigin = '', compress = true } = {},
) {
  const doc = new PDFDocument({
    compress,
    size: A4,
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    lang: 'en-AU',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: model.title,
      Author: model.issuer,
      Subject: model.lead,
      Creator: model.issuer,
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureRoom = (height) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Title block.
  doc.fillColor(accent).font(BOLD).fontSize(11).text(model.issuer.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.6);
  doc.fillColor(INK).font(BOLD).fontSize(26).text(model.title);
  doc.moveDown(0.4);
  doc.font(FONT).fontSize(11.5).fillColor(MUTED).text(model.lead, { lineGap: 2 });
  doc.moveDown(0.4);
  doc.fontSize(9).text(`Also online at ${pathOrigin}${model.path}`);
  doc
    .moveTo(MARGIN, doc.y + 10)
    .lineTo(MARGIN + width, doc.y + 10)
    .lineWidth(2)
    .strokeColor(accent)
    .stroke();
  doc.y += 24;

  // Contents: the page numbers are written once the sections are placed.
  const entries = flatten(model.sections);
  const tocSlots = [];
  doc.fillColor(INK).font(BOLD).fontSize(15).text('Contents');
  doc.moveDown(0.4);
  for (const { section, depth } of entries) {
    const size = depth === 0 ? 10.5 : 9.5;
    ensureRoom(size + 4);
    const indent = depth * 14;
    const y = doc.y;
    doc
      .font(depth === 0 ? BOLD : FONT)
      .fontSize(size)
      .fillColor(INK)
      .text(section.heading, MARGIN + indent, y, {
        width: width - indent - 40,
        goTo: section.id,
        lineGap: 1.5,
      });
    tocSlots.push({ id: section.id, page: doc.bufferedPageRange().count - 1, y, size });
  }

  // Sections, after the contents.
  const placed = new Map();
  doc.x = MARGIN;
  doc.y += 18;

  const paragraph = (text) => {
    doc.font(FONT).fontSize(10.5).fillColor(INK).text(text, MARGIN, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.5);
  };

  const list = (items) => {
    doc.font(FONT).fontSize(10.5).fillColor(INK);
    for (const item of items) {
      ensureRoom(14);
      const y = doc.y;
      doc.text('•', MARGIN + 4, y);
      doc.text(item, MARGIN + 18, y, { width: width - 18, lineGap: 2 });
      doc.moveDown(0.25);
    }
    doc.x = MARGIN;
    doc.moveDown(0.3);
  };

  /**
   * Each column as wide as its text wants, when the table fits; otherwise each at least as wide as its longest
   * word, and the room left shared by how much more each wants.
   */
  const columnWidths = (lines, pad) => {
    const count = lines[0].length;
    const natural = Array(count).fill(0);
    const least = Array(count).fill(0);
    lines.forEach((cells, line) => {
      doc.font(line === 0 ? BOLD : FONT).fontSize(cells.length > 4 ? 8.5 : 9.5);
      cells.forEach((cell, index) => {
        natural[index] = Math.max(natural[index], doc.widthOfString(cell) + pad * 2 + 1);
        for (const word of cell.split(/\s+/))
          least[index] = Math.max(least[index], doc.widthOfString(word) + pad * 2 + 1);
      });
    });
    const wanted = natural.reduce((sum, one) => sum + one, 0);
    if (wanted <= width) return natural.map((one) => (one / wanted) * width);
    const floor = least.reduce((sum, one) => sum + one, 0);
    const extra = natural.map((one, index) => one - least[index]);
    const extraSum = extra.reduce((sum, one) => sum + one, 0) || 1;
    return least.map((one, index) => one + ((width - floor) * extra[index]) / extraSum);
  };

  const table = ({ caption, columns, rows }) => {
    const pad = 4;
    const size = columns.length > 4 ? 8.5 : 9.5;
    const widths = columnWidths([columns, ...rows.map((row) => [row.heading, ...row.cells])], pad);
    // Measured in the font each cell is drawn in: the head row and the row headers are bold.
    const heightOf = (cells, head) =>
      Math.max(
        ...cells.map((cell, index) =>
          doc
            .font(head || index === 0 ? BOLD : FONT)
            .fontSize(size)
            .heightOfString(cell, { width: widths[index] - pad * 2 }),
        ),
      ) +
      pad * 2;
    const drawRow = (cells, { head }) => {
      const height = heightOf(cells, head);
      const y = doc.y;
      if (head) doc.rect(MARGIN, y, width, height).fill(HEADER_FILL);
      let x = MARGIN;
      cells.forEach((cell, index) => {
        doc
          .font(head || index === 0 ? BOLD : FONT)
          .fontSize(size)
          .fillColor(INK)
          .text(cell, x + pad, y + pad, { width: widths[index] - pad * 2 });
        x += widths[index];
      });
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + width, y + height)
        .lineWidth(head ? 1 : 0.5)
        .strokeColor(head ? INK : RULE)
        .stroke();
      doc.x = MARGIN;
      doc.y = y + height;
      return height;
    };

    const headHeight = heightOf(columns, true);
    const firstRowHeight = rows.length ? heightOf([rows[0].heading, ...rows[0].cells], false) : 0;
    ensureRoom(16 + headHeight + firstRowHeight);
    doc.font(BOLD).fontSize(9.5).fillColor(INK).text(caption, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    drawRow(columns, { head: true });
    for (const row of rows) {
      const cells = [row.heading, ...row.cells];
      if (doc.y + heightOf(cells, false) > bottom()) {
        doc.addPage();
        // The head row again, so a table that runs on says what its columns are.
        drawRow(columns, { head: true });
      }
      drawRow(cells, { head: false });
    }
    doc.moveDown(0.8);
  };

  const field = (item) => {
    const boxHeight = { text: 20, lines: 46, date: 20, choice: 14, signature: 28 }[item.kind];
    ensureRoom(14 + (item.hint ? 12 : 0) + boxHeight + 8);
    doc.font(BOLD).fontSize(10).fillColor(INK).text(item.label, MARGIN, doc.y, { width });
    if (item.hint) doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(item.hint, { width });
    doc.y += 3;
    const y = doc.y;
    doc.lineWidth(0.75).strokeColor(INK);
    if (item.kind === 'choice') {
      // Writing text moves doc.y, so each row of boxes keeps its own y.
      let x = MARGIN;
      let rowY = y;
      doc.font(FONT).fontSize(9.5).fillColor(INK);
      for (const option of item.options ?? []) {
        const optionWidth = 16 + doc.widthOfString(option) + 18;
        if (x + optionWidth > MARGIN + width) {
          x = MARGIN;
          rowY += 16;
        }
        doc.rect(x, rowY, 10, 10).stroke();
        doc.text(option, x + 15, rowY + 1, { lineBreak: false });
        x += optionWidth;
      }
      doc.y = rowY + 16;
    } else if (item.kind === 'date') {
      // DD / MM / YYYY, one box a digit.
      let x = MARGIN;
      for (const group of [2, 2, 4]) {
        for (let digit = 0; digit < group; digit += 1) {
          doc.rect(x, y, 16, boxHeight).stroke();
          x += 16;
        }
        x += 10;
      }
      doc.y = y + boxHeight;
    } else if (item.kind === 'signature') {
      doc
        .moveTo(MARGIN, y + boxHeight)
        .lineTo(MARGIN + width * 0.6, y + boxHeight)
        .stroke();
      doc.y = y + boxHeight;
    } else {
      doc.roundedRect(MARGIN, y, width, boxHeight, 2).stroke();
      doc.y = y + boxHeight;
    }
    doc.x = MARGIN;
    doc.y += 10;
  };

  const block = (item) => {
    if (item.kind === 'paragraph') paragraph(item.text);
    else if (item.kind === 'list') list(item.items);
    else if (item.kind === 'table') table(item);
    else if (item.kind === 'fields') for (const one of item.fields) field(one);
  };

  const headingSizes = [16, 13, 11.5];
  const renderSection = (section, depth, parentOutline) => {
    const size = headingSizes[Math.min(depth, headingSizes.length - 1)];
    // A heading never sits alone at the foot of a page.
    ensureRoom(size + 60);
    if (depth === 0 && doc.y > doc.page.margins.top + 1) doc.moveDown(0.8);
    doc.x = MARGIN;
    placed.set(section.id, doc.bufferedPageRange().count - 1);
    doc.addNamedDestination(section.id, 'XYZ', null, doc.page.height - doc.y + 6, null);
    doc
      .font(BOLD)
      .fontSize(size)
      .fillColor(depth === 0 ? accent : INK)
      .text(section.heading, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    const outline = parentOutline.addItem(section.heading);
    for (const item of section.blocks) block(item);
    for (const inner of section.sections) renderSection(inner, depth + 1, outline);
  };
  for (const section of model.sections) renderSection(section, 0, doc.outline);

  // The contents' page numbers, right-aligned on the lines written for them.
  const range = doc.bufferedPageRange();
  for (const slot of tocSlots) {
    doc.switchToPage(slot.page);
    const page = placed.get(slot.id);
    if (page === undefined) continue;
    doc
      .font(FONT)
      .fontSize(slot.size)
      .fillColor(INK)
      .text(String(page + 1), MARGIN, slot.y, { width, align: 'right', lineBreak: false, goTo: slot.id });
  }

  // The footer of every page: whose document, which, and where in it.
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN - 10;
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${model.issuer} · ${model.title}`, MARGIN, y, { width: width - 80, lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = keep;
  }

  doc.flushPages();
  doc.end();
  return done;
}
