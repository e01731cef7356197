// Small building blocks for robust e-mail HTML: tables and inline styles only (no <style>
// blocks, no CSS layout), because many mail clients strip or ignore anything fancier.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element body or a double/single-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Escaped text whose line breaks survive (a customer's message). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;';

export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px 0;${FONT}">${escapeHtml(text)}</p>`;
}

export function heading(text: string): string {
  return `<h2 style="margin:24px 0 8px 0;font-family:Arial,Helvetica,sans-serif;font-size:17px;color:#222222;">${escapeHtml(text)}</h2>`;
}

/**
 * A "bulletproof" button (a link styled as a block) followed by the raw address, since some
 * clients block styled links and some users copy the address by hand.
 */
export function button(label: string, href: string, fallbackText: string): string {
  const url = escapeHtml(href);
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;"><tr>',
    `<td style="background:#8b1e1e;border-radius:4px;"><a href="${url}" style="display:inline-block;padding:12px 24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a></td>`,
    '</tr></table>',
    `<p style="margin:0 0 16px 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#555555;">${escapeHtml(fallbackText)}<br><a href="${url}" style="color:#8b1e1e;word-break:break-all;">${url}</a></p>`,
  ].join('\n');
}

/** Someone's own words, framed, their line breaks kept (a reason, a message and its answer). */
export function quotedHtml(text: string): string {
  return `<p style="margin:0 0 16px 0;padding:12px;background:#f7f7f7;border-left:3px solid #8b1e1e;${FONT}">${escapeMultiline(text)}</p>`;
}

/** A bulleted list (escaped items). */
export function bulletHtml(items: readonly string[]): string {
  const li = items.map((item) => `<li style="margin:0 0 6px 0;${FONT}">${escapeHtml(item)}</li>`);
  return `<ul style="margin:0 0 16px 0;padding:0 0 0 20px;">\n${li.join('\n')}\n</ul>`;
}

/** A framed notice, for what the reader must not miss. */
export function noticeHtml(text: string): string {
  return (
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px 0;"><tr>' +
    `<td style="padding:12px 16px;background:#fff4e5;border-left:4px solid #c77700;${FONT}font-weight:bold;">${escapeHtml(text)}</td>` +
    '</tr></table>'
  );
}

/** Label / value rows; rows with an empty value are left out. */
export function definitionTable(rows: ReadonlyArray<readonly [label: string, value: string | undefined]>): string {
  const cells = rows
    .filter((row): row is readonly [string, string] => row[1] !== undefined && row[1].trim() !== '')
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;vertical-align:top;${FONT}color:#555555;white-space:nowrap;">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;vertical-align:top;${FONT}">${escapeMultiline(value)}</td></tr>`,
    );
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">\n${cells.join('\n')}\n</table>`;
}

export interface DataTable {
  headers: readonly string[];
  /** Columns (by index) aligned right: amounts and quantities. */
  numeric: readonly number[];
  rows: ReadonlyArray<readonly string[]>;
  footer?: readonly [label: string, value: string];
}

export function dataTable(table: DataTable): string {
  const align = (i: number) => (table.numeric.includes(i) ? 'right' : 'left');
  const th = table.headers
    .map(
      (h, i) =>
        `<th align="${align(i)}" style="padding:6px 8px;border-bottom:2px solid #dddddd;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#555555;">${escapeHtml(h)}</th>`,
    )
    .join('');
  const body = table.rows
    .map(
      (row) =>
        '<tr>' +
        row
          .map(
            (cell, i) =>
              `<td align="${align(i)}" style="padding:6px 8px;border-bottom:1px solid #eeeeee;${FONT}">${escapeHtml(cell)}</td>`,
          )
          .join('') +
        '</tr>',
    )
    .join('\n');
  const foot = table.footer
    ? `<tr><td colspan="${table.headers.length - 1}" align="right" style="padding:8px;${FONT}font-weight:bold;">${escapeHtml(table.footer[0])}</td>` +
      `<td align="right" style="padding:8px;${FONT}font-weight:bold;">${escapeHtml(table.footer[1])}</td></tr>`
    : '';
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;margin:0 0 16px 0;">\n<tr>${th}</tr>\n${body}\n${foot}\n</table>`;
}

export interface LayoutInput {
  lang: string;
  title: string;
  brand: string;
  /** already-built HTML (from the helpers above) */
  bodyHtml: string;
  /** footer lines, plain text */
  footer: readonly string[];
}

/** The whole document: a centred 600px column, which reads well on phones and desktops. */
export function layout(input: LayoutInput): string {
  const footer = input.footer
    .map(
      (line) =>
        `<p style="margin:0 0 4px 0;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#777777;">${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f4f4f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;background:#ffffff;">
<tr><td style="padding:20px 24px;background:#8b1e1e;font-family:Arial,Helvetica,sans-serif;font-size:18px;font-weight:bold;color:#ffffff;">${escapeHtml(input.brand)}</td></tr>
<tr><td style="padding:24px;">
${input.bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eeeeee;">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
