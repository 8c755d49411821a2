// Postings that ask job seekers for money before they are hired: the best-known recruitment scam in
// Nepal (a "registration" or "visa processing" fee, a "security deposit", धरौटी). A posting that one
// of these rules matches is held for staff review instead of going public (docs/decisions/023).
//
// The rules look for a fee-like word tied to what applicants would pay for, in English, Nepali
// (Devanagari) and romanised Nepali. A match is dropped when the same clause denies it ("no
// registration fee", "शुल्क लाग्दैन", "visa fee paid by the company"), so honest postings that
// promise not to charge pass. Words that only look alike stay out: "service charge" and "सेवा
// शुल्क" (a share paid to staff), "सशुल्क" (paid, as in a paid internship), "biosecurity",
// "feedback", "council registration", a salary deposited into the employee's bank account.

/** Which rule held a posting; stored in `job_postings.held_reason`, shown through `jobsApi.held.<rule>`. */
export const MONEY_REQUEST_RULES = [
  'visa_processing',
  'registration_fee',
  'deposit',
  'security_amount',
  'nepali_fee',
  'romanised_nepali',
] as const;
export type MoneyRequestRule = (typeof MONEY_REQUEST_RULES)[number];

export interface MoneyRequestMatch {
  rule: MoneyRequestRule;
  /** The words that matched, as written, for the staff member who reviews the posting. */
  words: string[];
}

// Devanagari has no \b: a word edge is "no letter or vowel sign" on that side
const NE_START = '(?<![\\p{L}\\p{M}])';
const NE_END = '(?![\\p{L}\\p{M}])';
const AMOUNT = '(?:rs\\.?|npr|nrs\\.?|रु\\.?|रू\\.?)\\s*[\\d०-९][\\d०-९,]*';

const FEE_WORDS = '(?:fees?|charges?|cost|amount|money|payment)';
const PAYABLE_FOR =
  '(?:registration|enrol?ment|application|applying|processing|joining|interview|training|form|admission|document(?:ation)?|medical|placement|selection|file)';
// "pay" asked of the applicant, not said of the employer: "we pay Rs 30,000", "the company will pay for…"
const NOT_EMPLOYER_PAYS = '(?<!\\b(?:we|company|employer|they|i)\\s+(?:will\\s+|can\\s+|also\\s+|fully\\s+)?)';
const NE_PAY = '(?:तिर्नु|बुझाउनु|पठाउनु|जम्मा\\s*गर्नु)';

const RULES: { rule: MoneyRequestRule; pattern: RegExp }[] = [
  {
    rule: 'visa_processing',
    pattern: new RegExp(
      `\\bvisa\\s+(?:processing\\s+)?${FEE_WORDS}\\b|\\b${FEE_WORDS}\\s+for\\s+(?:the\\s+|your\\s+)?visa\\b|${AMOUNT}[^.\\n]{0,30}\\bvisa\\b|\\bvisa\\s+processing\\b[^.\\n]{0,30}${AMOUNT}`,
      'giu',
    ),
  },
  {
    rule: 'registration_fee',
    pattern: new RegExp(
      [
        `\\b${PAYABLE_FOR}\\s+${FEE_WORDS}\\b`,
        `\\b${FEE_WORDS}\\s+(?:for|of)\\s+(?:the\\s+|your\\s+)?${PAYABLE_FOR}\\b`,
        `\\b(?:send|transfer)\\s+(?:us\\s+)?${AMOUNT}`,
        `${NOT_EMPLOYER_PAYS}\\bpay\\s+(?:us\\s+)?(?:${AMOUNT}\\S*\\s+)?(?:for|as)\\s+(?:the\\s+|your\\s+|an?\\s+)?${PAYABLE_FOR}\\b`,
        `\\b(?:you|applicants?|candidates?)\\s+(?:must|will|need\\s+to|have\\s+to|should|(?:are|is)\\s+(?:required|asked|expected)\\s+to)\\s+pay\\b`,
        `\\bpay\\s+us\\b`,
      ].join('|'),
      'giu',
    ),
  },
  {
    // a deposit asked of the applicant; "deposited into your account" (a salary) is not one
    rule: 'deposit',
    pattern:
      /\b(?:refundable\s+|security\s+|cash\s+|advance\s+|initial\s+)?deposit\b(?!(?:ed)?\s+(?:in)?to\s+(?:your|the|their|employees?'?s?)\b)/giu,
  },
  { rule: 'security_amount', pattern: /\bsecurity\s+(?:amount|money|fees?|charges?)\b/giu },
  {
    // धरौटी always means a deposit; शुल्क only when tied to what an applicant pays or is made to pay
    rule: 'nepali_fee',
    pattern: new RegExp(
      [
        `${NE_START}धरौटी${NE_END}`,
        `${NE_START}(?:दर्ता|आवेदन|भर्ना|प्रशोधन|भिसा|फाराम|तालिम|अन्तर्वार्ता|प्रक्रिया|रजिस्ट्रेसन|रजिष्ट्रेसन|रजिस्ट्रेशन)\\s*(?:को\\s*)?शुल्क`,
        `${NE_START}शुल्क\\s*(?:तिर्नु|तिर्नुपर्ने|तिर्नुपर्छ|बुझाउनु|बुझाउनुपर्ने|बुझाउनुपर्छ|लाग्ने|लाग्छ|लिइने|लिइनेछ)`,
        `${NE_START}(?:पैसा|रकम|रुपैयाँ|रुपैयां|रुपैया|रुपियाँ)\\s*${NE_PAY}`,
        `${AMOUNT}\\s*(?:हजार|लाख)?\\s*${NE_PAY}`,
        `${NE_START}भिसा\\s*प्रशोधन[^।\\n]{0,30}${AMOUNT}`,
      ].join('|'),
      'gu',
    ),
  },
  {
    rule: 'romanised_nepali',
    pattern:
      /\b(?:dharau?ti|dharautee|(?:darta|dartaa|bhisa|visa|aawedan|awedan|bharna|talim)\s+(?:ko\s+)?(?:s|sh)ulka?|(?:s|sh)ulka?\s+(?:tirnu\w*|bujhaunu\w*|lagne|lagchha|lagcha)|(?:paisa|paisaa|rakam)\s+(?:[a-z]+\s+){0,3}?(?:tirnu\w*|bujhaunu\w*|pathau\w*|jamma\s+garnu\w*)|(?:registration|darta)\s+charges?\s+(?:tirnu\w*|lagne|lagchha))\b/giu,
  },
];

// A denial counts only next to its match, with nothing but filler words between ("no registration
// fee", "we never ask for a deposit", "visa fee paid by the company", "शुल्क लाग्दैन"): a denial of
// something else in the clause ("No experience needed, registration fee Rs 5000") does not.
const FILLER =
  '(?:any|a|an|the|for|of|such|hidden|extra|additional|ask(?:s|ed)?|charg(?:e|es|ed)|tak(?:e|es|en)|collect(?:s|ed)?|requir(?:e|es|ed)|need(?:s|ed)?|you|your|us|candidates?|applicants?|from|is|are|will|be|do|does|to|pay|paid|पनि)';
const DENIAL_BEFORE =
  "(?:\\b(?:no|never|not|without|zero|free\\s+of|waived?|nor|don'?t|doesn'?t|won'?t|(?:company|employer|we)\\s+(?:pays?|covers?|bears?))\\b|कुनै|बिना|\\bkunai\\b|\\bbina\\b)";
const DENIED_BEFORE = new RegExp(`${DENIAL_BEFORE}(?:\\s+${FILLER})*\\s*$`, 'iu');
const DENIED_AFTER = new RegExp(
  `^(?:\\s+(?:is|are|will\\s+be|be|fully|also|always|totally|completely))*\\s*(?:\\b(?:not\\s+(?:required|needed|charged|asked)|free|waived|(?:paid|covered|borne)\\s+by\\s+(?:the\\s+)?(?:company|employer|us))\\b|लाग्दैन|लिइँदैन|लिइदैन|लिँदैन|पर्दैन|\\b(?:lagdaina|lidaina|pardaina)\\b)`,
  'iu',
);

function isDenied(text: string, index: number, length: number): boolean {
  return (
    DENIED_BEFORE.test(text.slice(Math.max(0, index - 80), index)) || DENIED_AFTER.test(text.slice(index + length))
  );
}

// Letters that look Latin but are not: Cyrillic and Greek, as a scammer swaps them in
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  г: 'r',
  п: 'n',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  τ: 't',
  υ: 'u',
  ε: 'e',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/**
 * The text as a reader sees it, for the rules: compatibility forms folded (full-width letters),
 * invisible format characters dropped (zero-width joiner and space, soft hyphen), look-alike
 * letters mapped to Latin, hyphens between words read as spaces ("registration-fee", "dartaa-shulka")
 * and letter-spaced words joined ("r e g i s t r a t i o n").
 */
export function readableText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter)
      .replace(/(?<=[\p{L}\p{M}])[-_\u2010-\u2015]+(?=\p{L})/gu, ' ')
      // one space (or a dot) between single letters joins them; a wider gap still ends the word
      .replace(
        /(?<![\p{L}\p{M}\p{N}])\p{L}(?:(?:\p{Zs}?[.*·•]\p{Zs}?|\p{Zs})\p{L}(?![\p{L}\p{M}\p{N}])){2,}/gu,
        (spaced) => spaced.replace(/[^\p{L}]/gu, ''),
      )
  );
}

/**
 * The first money-request rule a posting's text matches (title, description, requirements… joined
 * by the caller), with every matching word of that rule; null for an honest posting.
 */
export function findMoneyRequest(text: string): MoneyRequestMatch | null {
  const normalized = readableText(text);
  for (const { rule, pattern } of RULES) {
    const words = [...normalized.matchAll(pattern)]
      .filter((match) => !isDenied(normalized, match.index, match[0].length))
      .map((match) => match[0].trim());
    if (words.length) return { rule, words: [...new Set(words)] };
  }
  return null;
}
