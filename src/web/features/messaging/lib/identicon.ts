// Avatars for people without an uploaded picture, drawn here from the user id (decisions §5: no
// external avatar service): a symmetric 5×5 pattern and a hue, the same for the same person
// everywhere.

function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface Identicon {
  hue: number;
  /** Filled cells as [column, row] in a 5×5 grid, mirrored left to right. */
  cells: [number, number][];
}

export function identiconOf(id: string): Identicon {
  const bits = fnv1a(id);
  const hue = fnv1a(id, 0x2f1b3c4d) % 360;
  const cells: [number, number][] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      if ((bits >>> (row * 3 + column)) & 1) {
        cells.push([column, row]);
        if (column < 2) cells.push([4 - column, row]);
      }
    }
  }
  // a blank pattern says nothing: fill the middle column instead
  if (cells.length === 0) for (let row = 0; row < 5; row += 1) cells.push([2, row]);
  return { hue, cells };
}
