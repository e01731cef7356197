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

/** A whole CSV file: the byte order mark, the header's line, then a line per row. */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return BOM + [header, ...rows].map(csvRow).join('');
}

/** The records of a CSV text, each with the number of the line it starts on (1-based). */
export function readCsvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let current = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(current);
    if (!(fields.length === 1 && fields[0]!.trim() === '')) records.push({ line: start, fields });
    fields = [];
    current = '';
  };
  for (; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          current += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (c === '\n') line += 1;
        current += c;
      }
      continue;
    }
    if (c === '"' && current.length === 0) quoted = true;
    else if (c === ',') {
      fields.push(current);
      current = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else current += c;
  }
  if (current.length > 0 || fields.length > 0) endRecord();
  return records;
}
