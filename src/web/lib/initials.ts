/**
 * Avatar initials (spec §2): first letters of the words of the full name, upper case, at most 2;
 * otherwise the first letter of the e-mail; otherwise "U".
 */
export function initials(fullName: string | null | undefined, email?: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => firstLetter(word))
      .join('')
      .toLocaleUpperCase();
  }
  const address = (email ?? '').trim();
  if (address) return firstLetter(address).toLocaleUpperCase();
  return 'U';
}

// Array.from keeps a surrogate pair (an emoji, a rare script) whole instead of cutting it in half.
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
