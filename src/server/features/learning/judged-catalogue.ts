import type { Judged } from '#server/lib/search/judged.ts';

// Judged queries over the seeded courses and programs (src/server/db/seed/courses.data.ts,
// programs.data.ts): what someone types on /courses and the cards that should come first, best
// first. A course and a program may share a title; a card is judged by its title.

const PLUMBER = 'Plumber (Level 1)';
const FULL_STACK = 'Full-Stack Web Development with JavaScript';
const WORDPRESS = 'WordPress Website Development';
const FRONTEND = 'Frontend Development with React';
const GRAPHIC = 'Graphic Design with Photoshop & Illustrator';
const FIGMA = 'UI/UX Design with Figma';
const SEO = 'Search Engine Optimization (SEO) Fundamentals';
const SOCIAL = 'Social Media Marketing for Small Businesses';
const CONTENT = 'Content Writing & Copywriting in English and Nepali';
const DIGITAL = 'Certified Digital Marketing Professional';
const HARDWARE = 'Computer Hardware & Network Technician';
const NETWORK = 'Certified Network Technician';
const CCNA = 'CCNA Networking Exam Preparation';
const TALLY = 'Computerized Accounting with Tally Prime';
const TAX = 'Tax, VAT & TDS Filing in Nepal';
const CIVIL = 'Diploma in Civil Engineering';
const COMPUTER_ENGINEERING = 'Diploma in Computer Engineering';
const PMP = 'Project Management Professional (PMP) Exam Preparation';
const AWS = 'AWS Cloud Practitioner Exam Preparation';
const COOK = 'Professional Cook (Commis Chef)';
const CHEF = 'Professional Chef Certificate';
const TREKKING = 'Trekking Guide Training';
const TREKKING_ONLINE = 'Trekking Guide Theory Course (Online)';
const HOTEL = 'Hotel Front Office & Housekeeping';
const BARISTA = 'Barista & Café Operations';
const MASONRY = 'Masonry & Earthquake-Resistant Construction';
const WELDING = 'Arc Welding & Steel Fabrication';
const VEGETABLES = 'Commercial Vegetable Farming in Plastic Tunnels';
const MUSHROOM = 'Mushroom Cultivation';
const MUSHROOM_FARMING = 'Commercial Mushroom Farming';
const DAIRY = 'Dairy Cattle & Poultry Farm Management';
const AGRICULTURE = 'Diploma in Agriculture (Plant Science)';
const CAREGIVER = 'Caregiver (Elderly and Patient Care)';
const FIRST_AID = 'First Aid & Basic Life Support';
const WIRING = 'House Wiring Electrician';
const MOBILE = 'Mobile Phone Repair';
const SOLAR = 'Solar PV System Installation';
const SOLAR_WORKSHOP = 'Solar Installation Hands-on Workshop';
const OPERATOR = 'Computer Operator (MS Office & Internet)';
const ENGLISH = 'Spoken English for the Workplace';
const BEAUTICIAN = 'Beautician & Hair Dressing';
const BUSINESS = 'Start Your Small Business: Weekend Workshop';
const FREELANCING = 'Freelancing Online: Winning Your First Client';
const HOMESTAY = 'Homestay Management Workshop';

export const JUDGED_CATALOGUE: readonly Judged[] = [
  // English: trades, subjects, tools, places, several words
  { q: 'plumber', expect: [PLUMBER], lang: 'en' },
  { q: 'plumbing', expect: [PLUMBER], lang: 'en', note: 'skills' },
  { q: 'web development', expect: [FULL_STACK, WORDPRESS, FRONTEND], lang: 'en', note: 'phrase, then category' },
  { q: 'react', expect: [FRONTEND, FULL_STACK], lang: 'en', note: 'title, then skills' },
  { q: 'javascript', expect: [FULL_STACK], lang: 'en' },
  { q: 'graphic design', expect: [GRAPHIC, FIGMA], lang: 'en', note: 'phrase, then category' },
  { q: 'photoshop', expect: [GRAPHIC], lang: 'en' },
  { q: 'figma prototyping', expect: [FIGMA], lang: 'en', note: 'title + skills' },
  { q: 'ui ux design', expect: [FIGMA, GRAPHIC], lang: 'en', note: 'two-letter words' },
  { q: 'seo', expect: [SEO], lang: 'en' },
  { q: 'social media marketing', expect: [SOCIAL, DIGITAL], lang: 'en', note: 'phrase' },
  { q: 'digital marketing', expect: [DIGITAL, SOCIAL, SEO, CONTENT], lang: 'en', note: 'phrase, then category' },
  { q: 'content writing', expect: [CONTENT], lang: 'en' },
  { q: 'copywriting', expect: [CONTENT], lang: 'en' },
  { q: 'computer hardware', expect: [HARDWARE], lang: 'en' },
  { q: 'network technician', expect: [NETWORK, HARDWARE], lang: 'en', note: 'phrase in two titles' },
  { q: 'ccna', expect: [CCNA], lang: 'en' },
  { q: 'networking exam', expect: [CCNA], lang: 'en' },
  { q: 'tally', expect: [TALLY], lang: 'en' },
  { q: 'accounting', expect: [TALLY, TAX], lang: 'en', note: 'title, then category' },
  { q: 'vat filing', expect: [TAX, TALLY], lang: 'en', note: 'title, then skills' },
  { q: 'civil engineering diploma', expect: [CIVIL], lang: 'en' },
  { q: 'computer engineering', expect: [COMPUTER_ENGINEERING], lang: 'en' },
  { q: 'pmp', expect: [PMP], lang: 'en' },
  { q: 'project management', expect: [PMP], lang: 'en' },
  { q: 'aws cloud', expect: [AWS], lang: 'en' },
  { q: 'cook', expect: [COOK, CHEF], lang: 'en', note: 'title, then credential' },
  { q: 'chef certificate', expect: [CHEF, COOK], lang: 'en' },
  { q: 'trekking guide', expect: [TREKKING, TREKKING_ONLINE], lang: 'en', note: 'phrase in two titles' },
  { q: 'trekking guide online', expect: [TREKKING_ONLINE, TREKKING], lang: 'en', note: 'every word first' },
  { q: 'hotel housekeeping', expect: [HOTEL], lang: 'en' },
  { q: 'barista', expect: [BARISTA], lang: 'en' },
  { q: 'latte art', expect: [BARISTA], lang: 'en', note: 'skills' },
  { q: 'barista cafe course', expect: [BARISTA], lang: 'en', note: 'some of the words' },
  { q: 'masonry', expect: [MASONRY], lang: 'en' },
  { q: 'earthquake resistant', expect: [MASONRY], lang: 'en', note: 'hyphenated' },
  { q: 'earthquake resistant construction', expect: [MASONRY], lang: 'en', note: 'hyphenated' },
  { q: 'welding', expect: [WELDING], lang: 'en' },
  { q: 'vegetable farming', expect: [VEGETABLES], lang: 'en' },
  { q: 'mushroom', expect: [MUSHROOM, MUSHROOM_FARMING], lang: 'en' },
  { q: 'mushroom farming', expect: [MUSHROOM_FARMING, MUSHROOM], lang: 'en', note: 'phrase first' },
  { q: 'poultry farm', expect: [DAIRY], lang: 'en' },
  { q: 'caregiver', expect: [CAREGIVER], lang: 'en' },
  { q: 'first aid', expect: [FIRST_AID, CAREGIVER, TREKKING], lang: 'en', note: 'title, then skills' },
  { q: 'electrician', expect: [WIRING], lang: 'en' },
  { q: 'house wiring', expect: [WIRING], lang: 'en' },
  { q: 'mobile repair', expect: [MOBILE], lang: 'en' },
  { q: 'solar installation', expect: [SOLAR_WORKSHOP, SOLAR], lang: 'en', note: 'phrase first' },
  { q: 'computer operator', expect: [OPERATOR], lang: 'en' },
  { q: 'ms excel', expect: [OPERATOR], lang: 'en', note: 'skills, two-letter word' },
  { q: 'spoken english', expect: [ENGLISH], lang: 'en' },
  { q: 'beautician', expect: [BEAUTICIAN], lang: 'en' },
  { q: 'small business', expect: [BUSINESS, SOCIAL], lang: 'en', note: 'phrase in two titles' },
  { q: 'freelancing', expect: [FREELANCING], lang: 'en' },
  { q: 'homestay', expect: [HOMESTAY], lang: 'en' },
  { q: 'pokhara', expect: [CHEF, HOMESTAY], lang: 'en', note: 'place' },
  { q: 'biratnagar agriculture', expect: [AGRICULTURE], lang: 'en', note: 'title + place' },
  { q: 'workshop butwal', expect: [SOLAR_WORKSHOP], lang: 'en', note: 'title + place' },
  { q: 'ctevt plumber', expect: [PLUMBER], lang: 'en', note: 'title + certificate' },
  // typos: the trigram fallback over titles
  { q: 'plumbng', expect: [PLUMBER], lang: 'en', note: 'typo' },
  { q: 'electrcian', expect: [WIRING], lang: 'en', note: 'typo' },
  { q: 'mushrom', expect: [MUSHROOM, MUSHROOM_FARMING], lang: 'en', note: 'typo' },
  { q: 'photoshp', expect: [GRAPHIC], lang: 'en', note: 'typo' },
  { q: 'barrista', expect: [BARISTA], lang: 'en', note: 'typo' },
  // Nepali
  { q: 'प्लम्बर', expect: [PLUMBER], lang: 'ne' },
  { q: 'च्याउ खेती', expect: [MUSHROOM, MUSHROOM_FARMING], lang: 'ne', note: 'phrase in two titles' },
  { q: 'वेब डेभलपमेन्ट', expect: [FULL_STACK], lang: 'ne' },
  { q: 'ग्राफिक डिजाइन', expect: [GRAPHIC], lang: 'ne' },
  { q: 'लेखा', expect: [TALLY], lang: 'ne' },
  { q: 'ट्रेकिङ गाइड', expect: [TREKKING, TREKKING_ONLINE], lang: 'ne' },
  { q: 'डकर्मी', expect: [MASONRY], lang: 'ne' },
  { q: 'इलेक्ट्रिसियन', expect: [WIRING], lang: 'ne' },
  { q: 'मोबाइल मर्मत', expect: [MOBILE], lang: 'ne' },
  { q: 'सोलार जडान', expect: [SOLAR_WORKSHOP, SOLAR], lang: 'ne' },
  { q: 'केयरगिभर', expect: [CAREGIVER], lang: 'ne' },
  { q: 'होटल', expect: [HOTEL], lang: 'ne' },
  { q: 'बिजुली', expect: [WIRING], lang: 'ne', note: 'trade word, English course' },
  { q: 'बिजुलि', expect: [WIRING], lang: 'ne', note: 'spelling variant' },
  { q: 'पोखरा', expect: [CHEF, HOMESTAY], lang: 'ne', note: 'place' },
  { q: 'कृषि बिराटनगर', expect: [AGRICULTURE], lang: 'ne', note: 'title + place in Devanagari' },
  // romanised Nepali
  { q: 'dakarmi', expect: [MASONRY], lang: 'romanised' },
  { q: 'dhara mistri', expect: [PLUMBER], lang: 'romanised' },
  { q: 'bijuli mistri', expect: [WIRING], lang: 'romanised' },
  { q: 'bhanse', expect: [COOK, CHEF], lang: 'romanised' },
  { q: 'chyau kheti', expect: [MUSHROOM, MUSHROOM_FARMING], lang: 'romanised' },
  { q: 'tarkari kheti', expect: [VEGETABLES], lang: 'romanised' },
  { q: 'kukhura palan', expect: [DAIRY], lang: 'romanised', note: 'some of the words' },
  { q: 'lekhapal', expect: [TALLY, TAX], lang: 'romanised' },
  { q: 'websait', expect: [WORDPRESS, FULL_STACK], lang: 'romanised' },
  { q: 'solar jadan', expect: [SOLAR_WORKSHOP, SOLAR], lang: 'romanised' },
  { q: 'mobile marmat', expect: [MOBILE], lang: 'romanised' },
  { q: 'hotal', expect: [HOTEL], lang: 'romanised' },
  { q: 'krishi diploma', expect: [AGRICULTURE], lang: 'romanised' },
  { q: 'pokhra', expect: [CHEF, HOMESTAY], lang: 'romanised', note: 'place' },
];
