import type { ProgramType, ServiceFormat } from '#contract/lists.ts';

export interface ProgramSeed {
  /** Key enrolments refer to a program by; not stored. */
  key: string;
  /** INSTITUTIONS key. */
  institution: string;
  programTitle: string;
  programTitleNe: string;
  programType: ProgramType;
  credentialAwarded: string;
  description: string;
  descriptionNe: string;
  format: ServiceFormat;
  location: string | null;
  duration: string;
  totalCost: string;
  /** Paid online on enrolling, integer paisa (decision 054); absent: free, one-click enrolment. */
  feePaisa?: number;
  prerequisites: string;
  /** Days from today; dates move with the seeding day so deadlines stay ahead. */
  deadlineInDays: number;
  startInDays: number;
  listedDaysAgo: number;
  isActive: boolean;
}

export const PROGRAMS: ProgramSeed[] = [
  {
    key: 'diploma-computer',
    institution: 'himalayan-polytechnic',
    programTitle: 'Diploma in Computer Engineering',
    programTitleNe: 'डिप्लोमा इन कम्प्युटर इन्जिनियरिङ',
    programType: 'College Degree',
    credentialAwarded: 'CTEVT Diploma in Computer Engineering',
    description:
      "CTEVT's three-year diploma with well-equipped computer and electronics labs, experienced faculty and a six-month industrial attachment with software companies in Kathmandu. Scholarships are available under the CTEVT quota.",
    descriptionNe:
      'सुसज्जित कम्प्युटर तथा इलेक्ट्रोनिक्स प्रयोगशाला, अनुभवी शिक्षक र काठमाडौंका सफ्टवेयर कम्पनीमा छ महिनाको औद्योगिक अभ्याससहितको CTEVT को तीन वर्षे डिप्लोमा। CTEVT कोटाअन्तर्गत छात्रवृत्ति उपलब्ध छ।',
    format: 'in-person',
    location: 'Balkhu, Kathmandu',
    duration: '3 years',
    totalCost: 'NPR 3,85,000',
    prerequisites: 'SEE with at least a C+ grade in Science and Mathematics, and the CTEVT entrance exam',
    deadlineInDays: 21,
    startInDays: 45,
    listedDaysAgo: 40,
    isActive: true,
  },
  {
    key: 'network-technician',
    institution: 'himalayan-polytechnic',
    programTitle: 'Certified Network Technician',
    programTitleNe: 'प्रमाणित नेटवर्क प्राविधिक',
    programType: 'Professional Certification',
    credentialAwarded: 'Professional Certificate in Networking (NSTB Level 2 skill test)',
    description:
      'Theory online on weekday evenings and hands-on labs on campus every Saturday: structured cabling, routers and switches, fibre splicing, Wi-Fi planning and network security, taught by engineers from leading internet service providers.',
    descriptionNe:
      'हप्ताका दिनको बेलुका अनलाइन सैद्धान्तिक कक्षा र हरेक शनिबार क्याम्पसमा प्रयोगात्मक अभ्यास: स्ट्रक्चर्ड केबलिङ, राउटर र स्विच, फाइबर स्प्लाइसिङ, वाइफाइ योजना र नेटवर्क सुरक्षा, प्रमुख इन्टरनेट सेवा प्रदायकका इन्जिनियरबाट।',
    format: 'hybrid',
    location: 'Balkhu, Kathmandu',
    duration: '4 months',
    totalCost: 'NPR 38,000',
    // the enrolment deposit, paid online: `npm start` shows a paid program (decision 054)
    feePaisa: 250_000,
    prerequisites: 'Basic computer knowledge; +2 or equivalent preferred',
    deadlineInDays: 12,
    startInDays: 20,
    listedDaysAgo: 25,
    isActive: true,
  },
  {
    key: 'earthquake-workshop',
    institution: 'himalayan-polytechnic',
    programTitle: 'Earthquake-Resistant Building Workshop',
    programTitleNe: 'भूकम्प प्रतिरोधी भवन निर्माण कार्यशाला',
    programType: 'Workshop',
    credentialAwarded: 'Certificate of Participation',
    description:
      'Three practical days on the National Building Code: foundations, seismic bands, corner stitches and retrofitting cracked houses, with demonstrations on a full-scale model.',
    descriptionNe:
      'राष्ट्रिय भवन संहितामा आधारित तीन दिने व्यावहारिक कार्यशाला: जग, भूकम्पीय ब्यान्ड, कुनाका स्टिच र चर्किएका घरको प्रबलीकरण, पूर्ण आकारको नमुनामा प्रदर्शनसहित।',
    format: 'in-person',
    location: 'Balkhu, Kathmandu',
    duration: '3 days',
    totalCost: 'NPR 3,500',
    prerequisites: 'Working masons, site supervisors and engineering students',
    // already held: unpublished, so the catalogue leaves it out
    deadlineInDays: -20,
    startInDays: -10,
    listedDaysAgo: 75,
    isActive: false,
  },
  {
    key: 'professional-chef',
    institution: 'pokhara-hospitality-academy',
    programTitle: 'Professional Chef Certificate',
    programTitleNe: 'व्यावसायिक सेफ प्रमाणपत्र',
    programType: 'Professional Certification',
    credentialAwarded: 'CTEVT Level 2 Certificate (Cook)',
    description:
      "Four months in our training kitchen and two in partner hotels around Phewa Lake: continental, Indian, Nepali and bakery, kitchen management and food costing. Graduates work in Nepal's best hotels, in the Gulf and on cruise ships.",
    descriptionNe:
      'चार महिना हाम्रो तालिम भान्सामा र दुई महिना फेवाताल वरपरका साझेदार होटलमा: कन्टिनेन्टल, भारतीय, नेपाली र बेकरी परिकार, भान्सा व्यवस्थापन तथा खाद्य लागत हिसाब। स्नातकहरू नेपालका उत्कृष्ट होटल, खाडी मुलुक र क्रुज जहाजमा काम गर्छन्।',
    format: 'in-person',
    location: 'Lakeside, Pokhara, Kaski',
    duration: '6 months',
    totalCost: 'NPR 95,000',
    prerequisites: 'Age 18 or above and SEE passed; CTEVT Level 1 Cook or one year of kitchen experience',
    deadlineInDays: 25,
    startInDays: 40,
    listedDaysAgo: 30,
    isActive: true,
  },
  {
    key: 'trekking-guide-online',
    institution: 'pokhara-hospitality-academy',
    programTitle: 'Trekking Guide Theory Course (Online)',
    programTitleNe: 'ट्रेकिङ गाइड सैद्धान्तिक पाठ्यक्रम (अनलाइन)',
    programType: 'Standalone Course',
    credentialAwarded: 'Certificate of Completion',
    description:
      "Live evening classes on Nepal's trekking regions, permits, altitude sickness, first aid, culture and guest care, so that working porters and new guides can prepare for the licence exam without leaving their jobs.",
    descriptionNe:
      'नेपालका ट्रेकिङ क्षेत्र, अनुमतिपत्र, लेक लाग्ने समस्या, प्राथमिक उपचार, संस्कृति र पाहुनाको हेरचाहबारे बेलुकी प्रत्यक्ष कक्षा, जसले कार्यरत भरिया र नयाँ गाइडलाई काम नछाडी लाइसेन्स परीक्षाको तयारी गर्न मद्दत गर्छ।',
    format: 'online',
    location: null,
    duration: '8 weeks',
    totalCost: 'NPR 12,000',
    prerequisites: 'SEE passed and good spoken English',
    deadlineInDays: 10,
    startInDays: 14,
    listedDaysAgo: 18,
    isActive: true,
  },
  {
    key: 'homestay-workshop',
    institution: 'pokhara-hospitality-academy',
    programTitle: 'Homestay Management Workshop',
    programTitleNe: 'होमस्टे व्यवस्थापन कार्यशाला',
    programType: 'Workshop',
    credentialAwarded: 'Certificate of Participation',
    description:
      'Run a homestay guests recommend: hygiene and food safety, hospitality, pricing, online listings and reviews, and registering with your municipality. Two days online and three at our Pokhara centre, with a visit to a model homestay in Dhampus.',
    descriptionNe:
      'पाहुनाले सिफारिस गर्ने होमस्टे चलाउनुहोस्: सरसफाइ र खाद्य सुरक्षा, आतिथ्य, मूल्य निर्धारण, अनलाइन सूचीकरण र समीक्षा तथा नगरपालिकामा दर्ता। दुई दिन अनलाइन र तीन दिन पोखराको तालिम केन्द्रमा, धम्पुसको नमुना होमस्टे भ्रमणसहित।',
    format: 'hybrid',
    location: 'Lakeside, Pokhara, Kaski',
    duration: '5 days',
    totalCost: 'NPR 6,500',
    prerequisites: 'Homestay owners and family members, or anyone planning to open one',
    deadlineInDays: 30,
    startInDays: 38,
    listedDaysAgo: 12,
    isActive: true,
  },
  {
    key: 'mushroom-farming',
    institution: 'koshi-agro-institute',
    programTitle: 'Commercial Mushroom Farming',
    programTitleNe: 'व्यावसायिक च्याउ खेती',
    programType: 'Standalone Course',
    credentialAwarded: 'Certificate of Completion',
    description:
      'Three weeks on our demonstration farm: oyster and button mushroom production, spawn and straw substrate, building a growing house, and selling in the Biratnagar and Dharan markets. Every trainee leaves with a costed business plan.',
    descriptionNe:
      'हाम्रो प्रदर्शन फार्ममा तीन हप्ता: कन्य र बटन च्याउ उत्पादन, बीउ र परालको माध्यम, च्याउ घर निर्माण तथा विराटनगर र धरानका बजारमा बिक्री। प्रत्येक प्रशिक्षार्थीले लागतसहितको व्यवसाय योजना लिएर जान्छन्।',
    format: 'in-person',
    location: 'Biratnagar, Morang',
    duration: '3 weeks',
    totalCost: 'NPR 8,500',
    prerequisites: 'None; farmers and returning migrant workers are especially welcome',
    deadlineInDays: 8,
    startInDays: 15,
    listedDaysAgo: 20,
    isActive: true,
  },
  {
    key: 'diploma-agriculture',
    institution: 'koshi-agro-institute',
    programTitle: 'Diploma in Agriculture (Plant Science)',
    programTitleNe: 'डिप्लोमा इन एग्रिकल्चर (प्लान्ट साइन्स)',
    programType: 'College Degree',
    credentialAwarded: 'CTEVT Diploma in Agriculture (Plant Science)',
    description:
      'Agronomy, horticulture, plant protection, soil science and agricultural extension, with a full season of practical farming. Graduates work as technicians in government offices and cooperatives or start their own commercial farms.',
    descriptionNe:
      'बाली विज्ञान, बागवानी, बाली संरक्षण, माटो विज्ञान र कृषि प्रसार, एक पूरा सिजनको व्यावहारिक खेतीसहित। स्नातकहरू सरकारी कार्यालय र सहकारीमा प्राविधिकका रूपमा काम गर्छन् वा आफ्नै व्यावसायिक फार्म सुरु गर्छन्।',
    format: 'in-person',
    location: 'Biratnagar, Morang',
    duration: '3 years',
    totalCost: 'NPR 2,70,000',
    prerequisites: 'SEE with at least a C grade in Science, and the CTEVT entrance exam',
    deadlineInDays: 35,
    startInDays: 70,
    listedDaysAgo: 50,
    isActive: true,
  },
  {
    key: 'digital-marketing-professional',
    institution: 'lumbini-skills-college',
    programTitle: 'Certified Digital Marketing Professional',
    programTitleNe: 'प्रमाणित डिजिटल मार्केटिङ प्रोफेसनल',
    programType: 'Professional Certification',
    credentialAwarded: 'Professional Certificate in Digital Marketing',
    description:
      'Live online classes three evenings a week: social media, SEO, Google Ads, email marketing, analytics and a final campaign for a real business in Lumbini Province. Recordings are available for students with day jobs.',
    descriptionNe:
      'हप्तामा तीन साँझ प्रत्यक्ष अनलाइन कक्षा: सामाजिक सञ्जाल, SEO, गुगल विज्ञापन, इमेल मार्केटिङ, एनालिटिक्स र लुम्बिनी प्रदेशको वास्तविक व्यवसायका लागि अन्तिम अभियान। दिउँसो काम गर्ने विद्यार्थीका लागि रेकर्डिङ उपलब्ध छ।',
    format: 'online',
    location: null,
    duration: '4 months',
    totalCost: 'NPR 25,000',
    prerequisites: '+2 passed; your own laptop and internet connection',
    deadlineInDays: 18,
    startInDays: 24,
    listedDaysAgo: 35,
    isActive: true,
  },
  {
    key: 'solar-workshop',
    institution: 'lumbini-skills-college',
    programTitle: 'Solar Installation Hands-on Workshop',
    programTitleNe: 'सोलार जडान प्रयोगात्मक कार्यशाला',
    programType: 'Workshop',
    credentialAwarded: 'Certificate of Participation',
    description:
      'Install a complete rooftop solar system with a battery bank and inverter over four days, from load calculation to commissioning, in small groups of twelve.',
    descriptionNe:
      'चार दिनमा भार गणनादेखि सञ्चालनसम्म ब्याट्री बैंक र इन्भर्टरसहितको पूर्ण छाना सोलार प्रणाली जडान गर्नुहोस्, बाह्र जनाको सानो समूहमा।',
    format: 'in-person',
    location: 'Butwal, Rupandehi',
    duration: '4 days',
    totalCost: 'NPR 7,500',
    prerequisites: 'Basic electrical knowledge (Level 1 electrician or equivalent)',
    deadlineInDays: 5,
    startInDays: 9,
    listedDaysAgo: 8,
    isActive: true,
  },
];
