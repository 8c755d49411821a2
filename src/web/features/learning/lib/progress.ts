/** The completed modules after ticking or unticking one, sorted, without duplicates. */
export function toggleModule(completedModules: readonly number[], index: number): number[] {
  const done = new Set(completedModules);
  if (done.has(index)) done.delete(index);
  else done.add(index);
  return [...done].sort((a, b) => a - b);
}
