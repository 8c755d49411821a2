import { describe, expect, it } from 'vitest';
import { foldText } from './fold.ts';

describe('foldText', () => {
  it('writes the spelling variants of a Devanagari word one way', () => {
    const same = (...spellings: string[]) => expect(new Set(spellings.map(foldText)).size).toBe(1);
    same('काठमाडौं', 'काठमाडौँ', 'काठमाडौ'); // anusvara, chandrabindu, or neither at the end
    same('बिजुली', 'बिजुलि', 'विजुली'); // long or short i, व for ब
    same('पूर्व', 'पुर्व', 'पुर्ब'); // long or short u
    same('शिक्षक', 'सिक्षक', 'सिक्सक'); // the three sibilants
    same('मोरङ्', 'मोरङ'); // a halant at the end
    same('पञ्चथर', 'पंचथर'); // a nasal consonant with halant, or the anusvara
    same('प्लम्बर', 'प्लंबर');
    same('फ़ोन', 'फोन'); // the nukta
    same('क्‍ष', 'क्ष'); // a zero-width joiner
    same('२०८३', '2083'); // Nepali digits
  });

  it('keeps a word typed so far a prefix of the whole word', () => {
    for (const [typed, word] of [
      ['प्लम', 'प्लम्बर'],
      ['प्लम्', 'प्लम्बर'],
      ['काठमाडौं', 'काठमाडौंको'],
      ['बिजुली', 'बिजुलीको'],
    ] as const)
      expect(foldText(word).startsWith(foldText(typed))).toBe(true);
  });

  it('lowers Latin text and drops its accents, and leaves other words apart', () => {
    expect(foldText('Kāṭhmāḍaũ PLUMBER')).toBe('kathmadau plumber');
    expect(foldText('बाट')).not.toBe(foldText('बाँध'));
    expect(foldText('कल')).not.toBe(foldText('काल'));
  });
});
