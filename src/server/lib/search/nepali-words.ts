import { foldText } from './fold.ts';

// Common trade and work words in Devanagari, as Nepali speakers write them, with the English words
// of the listings they mean (docs/decisions/045): most postings and courses are written in English,
// so बिजुली must also ask for "electric…". Meanings are prefixes, as a search's words are. Keys and
// meanings are folded when read (`foldText`), so a key covers its spelling variants (बिजुली, बिजुलि,
// विजुली). A two-word key is one trade, as in `ROMANISED`.

const WORDS: Readonly<Record<string, readonly string[]>> = {
  // building and repair trades
  बिजुली: ['electric', 'इलेक्ट्रिसियन', 'bijuli'],
  'बिजुली मिस्त्री': ['electrician', 'इलेक्ट्रिसियन'],
  इलेक्ट्रिसियन: ['electrician', 'बिजुली'],
  वायरिङ: ['wiring'],
  प्लम्बर: ['plumb'],
  प्लम्बिङ: ['plumb'],
  'धारा मिस्त्री': ['plumber', 'plumbing', 'प्लम्बर'],
  धारा: ['plumb', 'प्लम्बर'],
  पाइप: ['pipe', 'plumb'],
  डकर्मी: ['mason'],
  सिकर्मी: ['carpent', 'furniture'],
  वेल्डर: ['weld'],
  वेल्डिङ: ['weld'],
  रङरोगन: ['paint'],
  पेन्टर: ['paint'],
  मिस्त्री: ['technician', 'mechanic', 'fitter'],
  मेकानिक: ['mechanic'],
  मर्मत: ['repair', 'maintenance'],
  जडान: ['install'],
  निर्माण: ['construction', 'building'],
  इन्जिनियर: ['engineer'],
  सोलार: ['solar'],
  सौर्य: ['solar'],
  // hotels, travel and food
  होटल: ['hotel', 'hospitality'],
  भान्से: ['cook', 'chef', 'kitchen'],
  भान्छा: ['kitchen', 'cook'],
  पर्यटन: ['touris', 'travel', 'trekking'],
  गाइड: ['guide'],
  भरिया: ['porter'],
  // farming
  कृषि: ['agri'],
  खेती: ['farm', 'cultivation', 'agri'],
  किसान: ['farm'],
  कुखुरा: ['poultry', 'chicken'],
  पशुपालन: ['livestock', 'dairy', 'animal'],
  डेरी: ['dairy'],
  दूध: ['dairy', 'milk'],
  च्याउ: ['mushroom'],
  चिया: ['tea'],
  तरकारी: ['vegetable'],
  सिँचाइ: ['irrigation'],
  बीउ: ['seed'],
  बगैंचा: ['garden'],
  // other work
  सिलाइ: ['tailor', 'sewing', 'garment'],
  दर्जी: ['tailor', 'sewing'],
  ब्युटिसियन: ['beaut'],
  सौन्दर्य: ['beaut'],
  कपाल: ['hair'],
  चालक: ['driver', 'driving', 'operator'],
  ड्राइभर: ['driver', 'driving'],
  लेखापाल: ['account'],
  लेखा: ['account'],
  हिसाब: ['account'],
  शिक्षक: ['teacher', 'tutor', 'instructor'],
  नर्स: ['nurs'],
  स्वास्थ्य: ['health', 'nurs'],
  सुरक्षा: ['security', 'safety'],
  सरसफाइ: ['clean', 'housekeeping'],
  सफाइ: ['clean', 'housekeeping'],
  व्यवस्थापक: ['manag'],
  सहायक: ['assistant', 'helper'],
  प्राविधिक: ['technic'],
  बिक्री: ['sales'],
  बजार: ['market'],
  कम्प्युटर: ['computer'],
  मोबाइल: ['mobile'],
  वेबसाइट: ['website', 'web'],
  डिजाइन: ['design'],
  फोटो: ['photo'],
  भिडियो: ['video'],
  तालिम: ['training', 'course'],
};

const folded = (words: readonly string[]) => [...new Set(words.map(foldText))];

const FOLDED = new Map(Object.entries(WORDS).map(([word, meanings]) => [foldText(word), folded(meanings)]));

/** The meanings of a folded Devanagari word (or two-word trade), or none. */
export const nepaliMeaningsOf = (word: string): readonly string[] => FOLDED.get(word) ?? [];

/** Every Devanagari word (folded) that has meanings. */
export const nepaliWords = (): Iterable<string> => FOLDED.keys();
