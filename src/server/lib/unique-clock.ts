/** Timestamps for names that must not repeat (stored objects' keys). */
export interface UniqueClock {
  /** Milliseconds since the epoch, never the same twice from this clock. */
  now(): number;
}

export function createUniqueClock(): UniqueClock {
  let last = 0;
  return {
    now() {
      last = Math.max(Date.now(), last + 1);
      return last;
    },
  };
}
