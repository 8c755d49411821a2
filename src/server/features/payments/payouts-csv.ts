// CSV for spreadsheets and banks' batch uploads (RFC 4180): every cell quoted, quotes doubled, lines
// ended by CRLF. A cell a spreadsheet would run as a formula (starting = + - @, or a tab or carriage
// return before one) gets a leading apostrophe, so a name such as "=HYPERLINK(…)" stays text (OWASP
// "CSV injection"). Amounts are written by us from integer paisa, never from user text.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted, quotes doubled, a formula's start defused. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows of cells as a CSV text. */
export function csvOf(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Integer paisa as NPR with two decimals, by integers alone: 150050 → "1500.50". */
export function rupeesOf(paisa: number): string {
  if (!Number.isSafeInteger(paisa)) throw new Error(`not whole paisa: ${paisa}`);
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
