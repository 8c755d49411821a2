/**
 * A set of small non-negative integers (an in-memory index's document slots) as bits: a search
 * combines its words' and tiers' sets with whole-word AND and OR, microseconds for 100,000 slots.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  /** This set, made the intersection with `other`. */
  and(other: Bitset): this {
    const { words } = this;
    for (let i = 0; i < words.length; i++) words[i]! &= other.words[i]!;
    return this;
  }

  /** This set, made the union with `other`. */
  or(other: Bitset): this {
    const { words } = this;
    for (let i = 0; i < words.length; i++) words[i]! |= other.words[i]!;
    return this;
  }

  copy(): Bitset {
    const copy = new Bitset(this.size);
    copy.words.set(this.words);
    return copy;
  }

  /** How many slots the set holds. */
  count(): number {
    let count = 0;
    for (let word of this.words) {
      word -= (word >>> 1) & 0x55555555;
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
      count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return count;
  }

  /** The slots, in ascending order. */
  slots(): number[] {
    const slots: number[] = [];
    this.words.forEach((word, i) => {
      while (word !== 0) {
        const low = word & -word;
        slots.push((i << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    });
    return slots;
  }
}
