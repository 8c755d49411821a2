import type { COMPANY_SIZES_EDIT, INDUSTRIES } from '#contract/lists.ts';
import { demoAccount } from './demo-accounts.ts';

export interface CompanySeed {
  /** Key jobs refer to their poster by; not stored. */
  key: string;
  email: string;
  name: string;
  industry: (typeof INDUSTRIES)[number];
  // the edit screen's wording, so its size select shows the stored value
  size: (typeof COMPANY_SIZES_EDIT)[number];
  location: string;
  about: string;
  joinedDaysAgo: number;
  /** A recruitment agency: its postings name the client they hire for ("Client via Agency"). */
  isAgency?: boolean;
}

export interface InstitutionSeed {
  /** Key programs refer to their institution by; not stored. */
  key: string;
  email: string;
  name: string;
  address: string;
  about: string;
  joinedDaysAgo: number;
}

export const COMPANIES: CompanySeed[] = [
  {
    key: 'sagarmatha-digital',
    email: demoAccount('company').email,
    name: demoAccount('company').fullName,
    industry: 'Technology',
    size: '51-200 employees',
    location: 'Jhamsikhel, Lalitpur',
    about:
      'Sagarmatha Digital builds websites, mobile apps and digital marketing campaigns for Nepali and international clients. Founded in Lalitpur in 2014, we train our own people and hire fresh graduates every year.',
    joinedDaysAgo: 420,
  },
  {
    key: 'gorkha-builders',
    email: 'gorkha.builders@sipalu.demo',
    name: 'Gorkha Builders & Engineering Pvt. Ltd.',
    industry: 'Construction',
    size: '201-500 employees',
    location: 'New Baneshwor, Kathmandu',
    about:
      'A class "A" construction company building hospitals, schools, road bridges and earthquake-resistant housing across Bagmati, Lumbini and Madhesh provinces since 2004.',
    joinedDaysAgo: 300,
  },
  {
    key: 'koshi-infrastructure',
    email: 'koshi.infra@sipalu.demo',
    name: 'Koshi Infrastructure & Trades Pvt. Ltd.',
    industry: 'Construction',
    size: '51-200 employees',
    location: 'Biratnagar, Morang',
    about:
      'Contractors for commercial buildings, drinking water schemes and steel structures in Koshi Province, with fabrication workshops in Biratnagar and Itahari.',
    joinedDaysAgo: 250,
  },
  {
    key: 'fewa-lakeside',
    email: 'fewa.hospitality@sipalu.demo',
    name: 'Fewa Lakeside Hospitality Group',
    industry: 'Hospitality',
    size: '201-500 employees',
    location: 'Lakeside, Pokhara',
    about:
      'Three hotels on the shore of Phewa Lake and a jungle lodge in Sauraha, Chitwan. We are proud to have started the careers of hundreds of young Nepali cooks, receptionists and guides.',
    joinedDaysAgo: 380,
  },
  {
    key: 'himalayan-heritage',
    email: 'himalayan.heritage@sipalu.demo',
    name: 'Himalayan Heritage Hotels & Treks',
    industry: 'Hospitality',
    size: '51-200 employees',
    location: 'Thamel, Kathmandu',
    about:
      'Boutique heritage hotels in Kathmandu, Bhaktapur and Nagarkot, and a trekking company running Everest, Annapurna and Langtang treks since 2008.',
    joinedDaysAgo: 200,
  },
  {
    key: 'annapurna-agro',
    email: 'annapurna.agro@sipalu.demo',
    name: 'Annapurna Agro Farms Pvt. Ltd.',
    industry: 'Other',
    size: '51-200 employees',
    location: 'Bharatpur, Chitwan',
    about:
      'Commercial vegetable, poultry and seed production in Chitwan, Rupandehi and Banke, supplying hotels, supermarkets and the Kalimati wholesale market.',
    joinedDaysAgo: 160,
  },
  {
    key: 'nepal-skills-placement',
    email: 'nepal.skills@sipalu.demo',
    name: 'Nepal Skills Placement Services',
    industry: 'Other',
    size: '11-50 employees',
    location: 'Putalisadak, Kathmandu',
    about:
      'A registered recruitment agency placing skilled workers with employers across Nepal. We post vacancies on behalf of our client companies and never charge candidates a fee.',
    joinedDaysAgo: 110,
    isAgency: true,
  },
];

export const INSTITUTIONS: InstitutionSeed[] = [
  {
    key: 'himalayan-polytechnic',
    email: demoAccount('institution').email,
    name: demoAccount('institution').fullName,
    address: 'Balkhu, Kathmandu',
    about:
      'A CTEVT-affiliated technical institute offering diploma and short-term vocational programs in engineering and IT since 2009.',
    joinedDaysAgo: 500,
  },
  {
    key: 'pokhara-hospitality-academy',
    email: 'pokhara.academy@sipalu.demo',
    name: 'Pokhara Academy of Hospitality & Tourism',
    address: 'Lakeside, Pokhara, Kaski',
    about:
      'Hands-on training for cooks, hotel staff and trekking guides, with placements in partner hotels around Phewa Lake.',
    joinedDaysAgo: 450,
  },
  {
    key: 'koshi-agro-institute',
    email: 'koshi.agro@sipalu.demo',
    name: 'Koshi Agro-Technical Institute',
    address: 'Biratnagar, Morang',
    about:
      'Agriculture and livestock training for farmers and technicians of eastern Nepal, with a demonstration farm of 12 bigha.',
    joinedDaysAgo: 400,
  },
  {
    key: 'lumbini-skills-college',
    email: 'lumbini.skills@sipalu.demo',
    name: 'Lumbini Skills & Technology College',
    address: 'Butwal, Rupandehi',
    about: 'Digital skills and electrical trades for young people of Lumbini Province, on campus in Butwal and online.',
    joinedDaysAgo: 350,
  },
];
