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
      `\\b${PAYABLE_FOR}\\s+${FEE_WORDS}\\b|\\b(?:send|transfer)\\s+(?:us\\s+)?${AMOUNT}|\\b(?:you|applicants?|candidates?)\\s+(?:must|will|need\\s+to|have\\s+to|should)\\s+pay\\b|\\bpay\\s+us\\b`,
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
      `${NE_START}धरौटी${NE_END}|${NE_START}(?:दर्ता|आवेदन|भर्ना|प्रशोधन|भिसा|फाराम|तालिम|अन्तर्वार्ता|प्रक्रिया)\\s*शुल्क|${NE_START}शुल्क\\s*(?:तिर्नु|तिर्नुपर्ने|तिर्नुपर्छ|बुझाउनु|बुझाउनुपर्ने|बुझाउनुपर्छ|लाग्ने|लाग्छ|लिइने|लिइनेछ)|${NE_START}(?:पैसा|रकम)\\s*(?:तिर्नु|बुझाउनु|जम्मा\\s*गर्नु)|${NE_START}भिसा\\s*प्रशोधन[^।\\n]{0,30}${AMOUNT}`,
      'gu',
    ),
  },
  {
    rule: 'romanised_nepali',
    pattern:
      /\b(?:dharau?ti|dharautee|(?:darta|dartaa|bhisa|visa|aawedan|awedan|bharna|talim)\s+(?:s|sh)ulka?|(?:s|sh)ulka?\s+(?:tirnu\w*|bujhaunu\w*|lagne|lagchha|lagcha)|(?:paisa|paisaa|rakam)\s+(?:tirnu\w*|bujhaunu\w*|jamma\s+garnu\w*)|(?:registration|darta)\s+charges?\s+(?:tirnu\w*|lagne|lagchha))\b/giu,
  },
];

// the clause before a match that denies it: "no", "never", "free of", "the company pays"…
const DENIED_BEFORE =
  /(?:\b(?:no|never|not|without|zero|free\s+of|waived?|nor|don'?t|doesn'?t|won'?t|(?:company|employer|we)\s+(?:pays?|covers?|bears?))\b|कुनै|बिना|\bkunai\b|\bbina\b)[^.!?;।\n]{0,40}$/iu;
// and after it: "…is not charged", "…paid by the employer", "…लाग्दैन"
const DENIED_AFTER =
  /^[^.!?;।\n]{0,30}?(?:\b(?:not\s+(?:required|needed|charged|asked)|is\s+free|waived|(?:paid|covered|borne)\s+by\s+(?:the\s+)?(?:company|employer|us))\b|लाग्दैन|लिइँदैन|लिइदैन|लिँदैन|पर्दैन|\b(?:lagdaina|lidaina|pardaina)\b)/iu;

function isDenied(text: string, index: number, length: number): boolean {
  return (
    DENIED_BEFORE.test(text.slice(Math.max(0, index - 60), index)) || DENIED_AFTER.test(text.slice(index + length))
  );
}

/**
 * The first money-request rule a posting's text matches (title, description, requirements… joined
 * by the caller), with every matching word of that rule; null for an honest posting.
 */
export function findMoneyRequest(text: string): MoneyRequestMatch | null {
  const normalized = text.normalize('NFC');
  for (const { rule, pattern } of RULES) {
    const words = [...normalized.matchAll(pattern)]
      .filter((match) => !isDenied(normalized, match.index, match[0].length))
      .map((match) => match[0].trim());
    if (words.length) return { rule, words: [...new Set(words)] };
  }
  return null;
}
