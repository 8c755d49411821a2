// Nepal groups digits in lakhs and crores (1,50,000), which the en-IN locale does in every browser.
const groupedNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A number with Nepali digit grouping: 150000 → "1,50,000". */
export function formatNumber(value: number): string {
  return groupedNumber.format(value);
}

/** Nepalese rupees as people in Nepal write them (decisions.md §14): 150000 → "रु 1,50,000". */
export function formatNpr(amount: number): string {
  return `रु ${formatNumber(amount)}`;
}
