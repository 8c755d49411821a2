import type { Judged } from '#server/lib/search/judged.ts';

// Judged queries over the seeded professionals (src/server/db/seed/professionals.data.ts): what
// someone types on /professionals and the professionals who should come first, best first.

const RAMESH = 'Ramesh Thapa';
const SITA = 'Sita Gurung';
const BIKASH = 'Bikash Tamang';
const ANJALI = 'Anjali Rai';
const HARI = 'Hari Bahadur Magar';
const KRISHNA = 'Krishna Shrestha';
const SUNIL = 'Sunil Chaudhary';
const MAYA = 'Maya Lama';
const DIPAK = 'Dipak Poudel';
const GITA = 'Gita Bhandari';
const RAJENDRA = 'Rajendra Yadav';
const PRAKASH = 'Prakash Karki';

export const JUDGED_PROFESSIONALS: readonly Judged[] = [
  // English: trades, services, places, names, several words
  { q: 'plumber', expect: [RAMESH, DIPAK], lang: 'en', note: 'headline before bio' },
  { q: 'plumber pokhara', expect: [DIPAK, RAMESH], lang: 'en', note: 'the issue: both words first' },
  { q: 'plumbing', expect: [RAMESH, DIPAK], lang: 'en' },
  { q: 'electrician', expect: [BIKASH, RAJENDRA], lang: 'en' },
  { q: 'electrician pokhara', expect: [RAJENDRA, BIKASH], lang: 'en', note: 'trade + town' },
  { q: 'electrician lalitpur', expect: [BIKASH, RAJENDRA], lang: 'en', note: 'trade + town' },
  { q: 'licensed electrician', expect: [RAJENDRA, BIKASH], lang: 'en', note: 'phrase' },
  { q: 'certified electrician', expect: [BIKASH, RAJENDRA], lang: 'en', note: 'phrase' },
  { q: 'house wiring', expect: [BIKASH], lang: 'en', note: 'service title' },
  { q: 'inverter', expect: [RAJENDRA, BIKASH], lang: 'en' },
  { q: 'inverter battery backup', expect: [RAJENDRA, BIKASH], lang: 'en', note: 'service title' },
  { q: 'solar water heater', expect: [DIPAK, RAMESH], lang: 'en', note: 'title, then skills' },
  { q: 'geyser installation', expect: [DIPAK], lang: 'en', note: 'skill + title' },
  { q: 'three phase motor', expect: [RAJENDRA], lang: 'en' },
  { q: 'leak repair', expect: [RAMESH, DIPAK], lang: 'en', note: 'title, then skills' },
  { q: 'water tank pump', expect: [RAMESH], lang: 'en' },
  { q: 'deep cleaning', expect: [SITA], lang: 'en' },
  { q: 'cleaning pokhara', expect: [SITA], lang: 'en', note: 'service + town' },
  { q: 'office cleaning', expect: [GITA, SITA], lang: 'en', note: 'phrase' },
  { q: 'cleaning bharatpur', expect: [GITA], lang: 'en' },
  { q: 'homestay cleaning', expect: [SITA], lang: 'en' },
  { q: 'rooftop garden', expect: [ANJALI], lang: 'en' },
  { q: 'landscaping', expect: [ANJALI], lang: 'en', note: 'category' },
  { q: 'organic composting', expect: [ANJALI], lang: 'en', note: 'skills' },
  { q: 'furniture assembly', expect: [PRAKASH, MAYA], lang: 'en', note: 'title, then skills' },
  { q: 'custom furniture', expect: [HARI], lang: 'en' },
  { q: 'newari woodcarving workshop', expect: [HARI], lang: 'en' },
  { q: 'house painting', expect: [KRISHNA], lang: 'en' },
  { q: 'painter biratnagar', expect: [KRISHNA], lang: 'en', note: 'some of the words' },
  { q: 'waterproofing', expect: [KRISHNA], lang: 'en' },
  { q: 'AC repair', expect: [SUNIL], lang: 'en', note: 'two-letter word' },
  { q: 'washing machine repair', expect: [SUNIL], lang: 'en' },
  { q: 'appliance repair butwal', expect: [SUNIL], lang: 'en' },
  { q: 'handyman', expect: [MAYA, PRAKASH], lang: 'en', note: 'category' },
  { q: 'wall mounting', expect: [PRAKASH], lang: 'en' },
  { q: 'tv mounting', expect: [PRAKASH, SUNIL], lang: 'en', note: 'skills before some of the words' },
  { q: 'door lock repair', expect: [MAYA], lang: 'en', note: 'skills' },
  { q: 'electrical safety online course', expect: [BIKASH], lang: 'en' },
  { q: 'plumbing online course', expect: [RAMESH], lang: 'en' },
  { q: 'Ramesh Thapa', expect: [RAMESH], lang: 'en', note: 'name' },
  { q: 'anjali', expect: [ANJALI], lang: 'en', note: 'name' },
  { q: 'bhaktapur', expect: [HARI], lang: 'en', note: 'place' },
  { q: 'butwal', expect: [SUNIL], lang: 'en', note: 'place' },
  { q: 'itahari', expect: [KRISHNA], lang: 'en', note: 'a service location' },
  // typos: the fallback over names, headlines, categories, areas and service titles
  { q: 'plumbr', expect: [RAMESH, DIPAK], lang: 'en', note: 'typo' },
  { q: 'electricain', expect: [BIKASH, RAJENDRA], lang: 'en', note: 'typo' },
  { q: 'carpentar', expect: [HARI], lang: 'en', note: 'typo of the category' },
  { q: 'wodcarving', expect: [HARI], lang: 'en', note: 'typo' },
  { q: 'inverterr', expect: [RAJENDRA, BIKASH], lang: 'en', note: 'typo' },
  { q: 'waterprofing', expect: [KRISHNA], lang: 'en', note: 'typo' },
  { q: 'landscapping', expect: [ANJALI], lang: 'en', note: 'typo' },
  { q: 'biratnager', expect: [KRISHNA], lang: 'en', note: 'typo of a place' },
  // Nepali: the services' Nepali titles and descriptions
  { q: 'प्लम्बिङ', expect: [RAMESH, DIPAK], lang: 'ne' },
  { q: 'सरसफाइ', expect: [SITA, GITA], lang: 'ne' },
  { q: 'वायरिङ', expect: [BIKASH], lang: 'ne' },
  { q: 'इन्भर्टर', expect: [RAJENDRA, BIKASH], lang: 'ne' },
  { q: 'फर्निचर', expect: [HARI, PRAKASH], lang: 'ne' },
  { q: 'करेसाबारी', expect: [ANJALI], lang: 'ne' },
  { q: 'वाटरप्रुफिङ', expect: [KRISHNA], lang: 'ne' },
  { q: 'रङरोगन', expect: [KRISHNA], lang: 'ne' },
  { q: 'एसी जडान', expect: [SUNIL], lang: 'ne', note: 'phrase' },
  { q: 'काष्ठकला', expect: [HARI], lang: 'ne' },
  { q: 'घर सम्भार', expect: [PRAKASH], lang: 'ne', note: 'phrase' },
  { q: 'पानी ट्यांकी', expect: [RAMESH], lang: 'ne', note: 'phrase' },
  { q: 'सोलार वाटर हिटर', expect: [DIPAK], lang: 'ne', note: 'phrase' },
  { q: 'प्लम्बर पोखरा', expect: [DIPAK], lang: 'ne', note: 'trade + place in Devanagari' },
  { q: 'बिजुलि पोखरामा', expect: [RAJENDRA], lang: 'ne', note: 'spelling variant, place with postposition' },
  { q: 'काठमाडौं', expect: [BIKASH, ANJALI, RAMESH], lang: 'ne', note: 'place' },
  // romanised Nepali
  { q: 'dhara mistri', expect: [RAMESH, DIPAK], lang: 'romanised', note: 'plumber' },
  { q: 'dhara mistri pokhra', expect: [DIPAK], lang: 'romanised', note: 'plumber in Pokhara' },
  { q: 'bijuli mistri', expect: [BIKASH, RAJENDRA], lang: 'romanised', note: 'electrician' },
  { q: 'bijuli mistri pokhara', expect: [RAJENDRA], lang: 'romanised' },
  { q: 'bijuli patan', expect: [BIKASH], lang: 'romanised', note: 'Patan is Lalitpur' },
  { q: 'sikarmi', expect: [HARI], lang: 'romanised', note: 'carpenter' },
  { q: 'sikarmi bhaktapur', expect: [HARI], lang: 'romanised' },
  { q: 'safai', expect: [SITA, GITA], lang: 'romanised', note: 'cleaning' },
  { q: 'safai bharatpur', expect: [GITA], lang: 'romanised' },
  { q: 'rangrogan', expect: [KRISHNA], lang: 'romanised', note: 'painting' },
  { q: 'karesabari', expect: [ANJALI], lang: 'romanised', note: 'kitchen garden' },
  { q: 'marmat butwal', expect: [SUNIL], lang: 'romanised', note: 'repair in Butwal' },
  { q: 'pani tanki', expect: [RAMESH], lang: 'romanised', note: 'water tank' },
  { q: 'ktm plumber', expect: [RAMESH], lang: 'romanised', note: 'Kathmandu' },
];
