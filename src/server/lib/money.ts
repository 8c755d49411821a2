// Money is integer paisa (NPR × 100) wherever it is counted or stored beyond a listing's price.

/** Exact paisa of a numeric(12,2) price as the database returns it ("1500.5" → 150050), without floating point. */
export function paisaOf(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
