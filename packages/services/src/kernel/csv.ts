// What every CSV the back office downloads shares: a UTF-8 byte order mark first (without it
// Excel opens the file in the PC's legacy code page and a Korean company or product name turns to
// mojibake; Google Sheets, LibreOffice and Numbers read past it), CRLF line ends, and fields
// quoted where they must be, with a leading =, +, -, @ defused so a spreadsheet never runs a name
// as a formula.

export const BOM = '\uFEFF';

/** A CSV field: quoted when it holds a quote, comma or line break; a formula's first character defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of fields, CRLF included. */
export function csvRow(fields: readonly (string | number | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
