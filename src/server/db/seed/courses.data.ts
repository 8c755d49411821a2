import type { CourseCategory, ServiceFormat } from '#contract/lists.ts';

export interface CourseSeed {
  /** Key the other seed files refer to a course by; not stored. */
  slug: string;
  title: string;
  titleNe: string;
  description: string;
  descriptionNe: string;
  category: CourseCategory;
  /** Where it is taught: hands-on trades in a workshop or on a farm, desk skills online. */
  format: ServiceFormat;
  /** The fee in NPR; 0 for the free ones. */
  feeNpr: number;
  duration: string;
  certification: string;
  careerOpportunities: string;
  keySkills: string[];
  /** Ordered; enrolment progress is counted over these. */
  modules: string[];
  /**
   * The key of the institution or professional who gives its certificate (decision 058): they confirm
   * a learner who finished every module, which issues the credential. Absent: no credential.
   */
  provider?: string;
}

const COMPLETION = 'Sipalu Certificate of Completion';

export const COURSES: CourseSeed[] = [
  // Digital Marketing
  {
    slug: 'social-media-marketing',
    title: 'Social Media Marketing for Small Businesses',
    titleNe: 'साना व्यवसायका लागि सामाजिक सञ्जाल मार्केटिङ',
    description:
      'Plan, create and run Facebook, Instagram and TikTok campaigns that bring real customers to shops, restaurants and homestays in Nepal, including boosting posts on a small budget and reading the results.',
    descriptionNe:
      'नेपालका पसल, रेस्टुरेन्ट र होमस्टेमा वास्तविक ग्राहक ल्याउने फेसबुक, इन्स्टाग्राम र टिकटक अभियान योजना, निर्माण र सञ्चालन गर्न सिक्नुहोस्। सानो बजेटमा पोस्ट बुस्ट गर्ने र नतिजा बुझ्ने तरिका पनि समावेश छ।',
    category: 'Digital Marketing',
    format: 'online',
    feeNpr: 4500,
    duration: '3 months',
    certification: COMPLETION,
    careerOpportunities:
      'Social media executive, digital marketing assistant, freelance page manager for local businesses',
    keySkills: ['Facebook & Instagram Ads', 'Content Calendar', 'Canva', 'Audience Targeting', 'Meta Insights'],
    modules: [
      'Social media in Nepal: platforms and audiences',
      'Building a brand page that converts',
      'Designing posts and reels with Canva',
      'Content calendars and community management',
      'Boosted posts and Meta Ads on a small budget',
      'Measuring results with Meta Insights',
    ],
  },
  {
    slug: 'seo-fundamentals',
    title: 'Search Engine Optimization (SEO) Fundamentals',
    titleNe: 'सर्च इन्जिन अप्टिमाइजेसन (SEO) का आधारभूत कुरा',
    description:
      'Help Nepali businesses get found on Google: keyword research in English and Nepali, on-page SEO, Google Business Profile for local search, link building and reporting with Search Console.',
    descriptionNe:
      'नेपाली व्यवसायलाई गुगलमा भेटिने बनाउनुहोस्: अंग्रेजी र नेपालीमा किवर्ड अनुसन्धान, अन-पेज SEO, स्थानीय खोजका लागि गुगल बिजनेस प्रोफाइल, लिंक बिल्डिङ र सर्च कन्सोलबाट रिपोर्टिङ।',
    category: 'Digital Marketing',
    format: 'online',
    feeNpr: 3500,
    duration: '2 months',
    certification: COMPLETION,
    careerOpportunities: 'SEO executive, content marketer, freelance SEO consultant',
    keySkills: ['Keyword Research', 'On-page SEO', 'Google Search Console', 'Local SEO', 'Link Building'],
    modules: [
      'How search engines work',
      'Keyword research for English and Nepali searches',
      'On-page SEO and site structure',
      'Local SEO and Google Business Profile',
      'Link building and outreach',
      'Reporting with Search Console and Analytics',
    ],
  },
  {
    slug: 'content-writing',
    title: 'Content Writing & Copywriting in English and Nepali',
    titleNe: 'अंग्रेजी र नेपालीमा कन्टेन्ट लेखन तथा कपिराइटिङ',
    description:
      'Write blog posts, product descriptions, ad copy and video scripts that sell, in clear English and natural Nepali. Build a portfolio of ten pieces reviewed by working editors.',
    descriptionNe:
      'बिक्री बढाउने ब्लग, उत्पादन विवरण, विज्ञापन सामग्री र भिडियो स्क्रिप्ट स्पष्ट अंग्रेजी र सहज नेपालीमा लेख्न सिक्नुहोस्। अनुभवी सम्पादकले समीक्षा गरेका दसवटा लेखसहितको पोर्टफोलियो तयार गर्नुहोस्।',
    category: 'Digital Marketing',
    format: 'online',
    feeNpr: 0,
    duration: '6 weeks',
    certification: COMPLETION,
    careerOpportunities: 'Content writer, agency copywriter, freelance writer for media houses',
    keySkills: ['Copywriting', 'Blog Writing', 'Nepali Unicode Typing', 'Editing & Proofreading'],
    modules: [
      'Writing for the web',
      'Headlines and hooks',
      'Blog posts that rank',
      'Ad copy and product descriptions',
      'Writing in Nepali Unicode',
      'Portfolio review',
    ],
  },

  // Web Development
  {
    slug: 'full-stack-javascript',
    title: 'Full-Stack Web Development with JavaScript',
    titleNe: 'जाभास्क्रिप्टसहित फुल-स्ट्याक वेब डेभलपमेन्ट',
    description:
      'From HTML and CSS to a deployed web application: JavaScript, React on the front end, Node.js and PostgreSQL on the back end, and the Git and teamwork practices used by software companies in Kathmandu.',
    descriptionNe:
      'HTML र CSS देखि अनलाइन राखिएको वेब एप्लिकेसनसम्म: जाभास्क्रिप्ट, फ्रन्ट-एन्डमा React, ब्याक-एन्डमा Node.js र PostgreSQL, साथै काठमाडौंका सफ्टवेयर कम्पनीले प्रयोग गर्ने Git र टिमवर्कका अभ्यास।',
    category: 'Web Development',
    format: 'hybrid',
    feeNpr: 45000,
    duration: '6 months',
    certification: `${COMPLETION} with project portfolio`,
    careerOpportunities: 'Junior web developer, full-stack developer, freelance web developer',
    keySkills: ['HTML & CSS', 'JavaScript', 'React', 'Node.js', 'PostgreSQL', 'Git'],
    modules: [
      'HTML and CSS foundations',
      'Responsive layouts',
      'JavaScript essentials',
      'Working with Git and GitHub',
      'React components and state',
      'Node.js and REST APIs',
      'Databases with PostgreSQL',
      'Capstone project and deployment',
    ],
  },
  {
    slug: 'wordpress-websites',
    title: 'WordPress Website Development',
    titleNe: 'वर्डप्रेस वेबसाइट निर्माण',
    description:
      'Build professional websites for hotels, schools and shops without heavy coding: themes, page builders, WooCommerce with eSewa and Khalti payments, security and hosting.',
    descriptionNe:
      'धेरै कोडिङ बिना होटल, विद्यालय र पसलका लागि व्यावसायिक वेबसाइट बनाउनुहोस्: थिम, पेज बिल्डर, eSewa र Khalti भुक्तानीसहित WooCommerce, सुरक्षा र होस्टिङ।',
    category: 'Web Development',
    format: 'online',
    feeNpr: 8000,
    duration: '2 months',
    certification: COMPLETION,
    careerOpportunities: 'WordPress developer, freelance website builder, web support officer',
    keySkills: ['WordPress', 'WooCommerce', 'Elementor', 'Website Security', 'Domain & Hosting'],
    modules: [
      'Domains, hosting and installing WordPress',
      'Themes and page builders',
      'Pages, menus and media',
      'WooCommerce online shop',
      'Payment gateways: eSewa and Khalti',
      'Security, backups and speed',
    ],
  },
  {
    slug: 'react-frontend',
    title: 'Frontend Development with React',
    titleNe: 'React सहित फ्रन्ट-एन्ड डेभलपमेन्ट',
    description:
      'For learners who know basic JavaScript: build fast, accessible interfaces with React, TypeScript and Tailwind CSS, fetch data from APIs and test your components.',
    descriptionNe:
      'आधारभूत जाभास्क्रिप्ट जान्नेहरूका लागि: React, TypeScript र Tailwind CSS प्रयोग गरी छिटो र सबैले प्रयोग गर्न सक्ने इन्टरफेस बनाउनुहोस्, API बाट डाटा ल्याउनुहोस् र कम्पोनेन्टको परीक्षण गर्नुहोस्।',
    category: 'Web Development',
    format: 'online',
    feeNpr: 15000,
    duration: '4 months',
    certification: COMPLETION,
    careerOpportunities: 'Frontend developer, React developer, UI engineer',
    keySkills: ['React', 'TypeScript', 'Tailwind CSS', 'REST APIs', 'Testing'],
    modules: [
      'Modern JavaScript and TypeScript',
      'React components and props',
      'State, effects and forms',
      'Routing and data fetching',
      'Styling with Tailwind CSS',
      'Testing and accessibility',
      'Final project',
    ],
  },

  // Graphic Design & UI/UX
  {
    slug: 'graphic-design',
    title: 'Graphic Design with Photoshop & Illustrator',
    titleNe: 'फोटोसप र इलस्ट्रेटरसहित ग्राफिक डिजाइन',
    description:
      'Design logos, posters, social media posts and print materials for Nepali clients. Learn colour, typography (including Devanagari fonts), Photoshop, Illustrator and print preparation.',
    descriptionNe:
      'नेपाली ग्राहकका लागि लोगो, पोस्टर, सामाजिक सञ्जाल पोस्ट र छापा सामग्री डिजाइन गर्नुहोस्। रङ, टाइपोग्राफी (देवनागरी फन्टसहित), फोटोसप, इलस्ट्रेटर र छपाइ तयारी सिक्नुहोस्।',
    category: 'Graphic Design & UI/UX',
    format: 'hybrid',
    feeNpr: 18000,
    duration: '3 months',
    certification: COMPLETION,
    careerOpportunities: 'Graphic designer, designer at printing presses, freelance designer',
    keySkills: ['Adobe Photoshop', 'Adobe Illustrator', 'Typography', 'Logo Design', 'Print Preparation'],
    modules: [
      'Design principles and colour',
      'Typography with Latin and Devanagari fonts',
      'Photoshop: photo editing and compositing',
      'Illustrator: logos and vector art',
      'Social media and advertising design',
      'Print preparation and client work',
    ],
  },
  {
    slug: 'ui-ux-figma',
    title: 'UI/UX Design with Figma',
    titleNe: 'फिग्मासहित UI/UX डिजाइन',
    description:
      'Research users, sketch ideas and design mobile and web app screens in Figma. Finish with a clickable prototype and a case study for your portfolio.',
    descriptionNe:
      'प्रयोगकर्ताको अनुसन्धान गर्नुहोस्, विचार स्केच गर्नुहोस् र फिग्मामा मोबाइल तथा वेब एपका स्क्रिन डिजाइन गर्नुहोस्। अन्त्यमा पोर्टफोलियोका लागि क्लिक गर्न मिल्ने प्रोटोटाइप र केस स्टडी तयार हुन्छ।',
    category: 'Graphic Design & UI/UX',
    format: 'online',
    feeNpr: 12000,
    duration: '3 months',
    certification: COMPLETION,
    careerOpportunities: 'UI/UX designer, product designer, UX researcher',
    keySkills: ['Figma', 'User Research', 'Wireframing', 'Prototyping', 'Design Systems'],
    modules: [
      'What UX is and why it matters',
      'User research and personas',
      'Wireframes and user flows',
      'Visual design in Figma',
      'Components and design systems',
      'Prototyping and usability testing',
    ],
  },

  // IT Support & Networking
  {
    slug: 'computer-hardware-networking',
    title: 'Computer Hardware & Network Technician',
    titleNe: 'कम्प्युटर हार्डवेयर तथा नेटवर्क प्राविधिक',
    description:
      'Assemble, repair and maintain desktops and laptops, install Windows and Linux, and set up office networks and Wi-Fi. Prepares you for the NSTB Level 1 skill test.',
    descriptionNe:
      'डेस्कटप र ल्यापटप जोड्ने, मर्मत गर्ने र सम्भार गर्ने, विन्डोज र लिनक्स इन्स्टल गर्ने तथा कार्यालयको नेटवर्क र वाइफाइ सेटअप गर्ने सीप। NSTB लेभल १ सीप परीक्षणको तयारी गराउँछ।',
    category: 'IT Support & Networking',
    format: 'in-person',
    feeNpr: 22000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Computer Hardware Technician)',
    careerOpportunities: 'IT support technician, computer repair shop, network assistant at internet service providers',
    keySkills: [
      'PC Assembly',
      'Troubleshooting',
      'Windows & Linux Installation',
      'LAN & Wi-Fi Setup',
      'Printer Maintenance',
    ],
    modules: [
      'Computer components and safety',
      'Assembling and upgrading PCs',
      'Installing operating systems',
      'Diagnosing hardware faults',
      'Networking basics and cabling',
      'Routers, switches and Wi-Fi',
      'Customer service for IT support',
    ],
  },
  {
    slug: 'ccna-networking',
    title: 'CCNA Networking Exam Preparation',
    titleNe: 'CCNA नेटवर्किङ परीक्षा तयारी',
    description:
      'Routing, switching, IP addressing, VLANs and network security with hands-on labs on Cisco equipment and Packet Tracer, preparing you for the Cisco CCNA 200-301 exam.',
    descriptionNe:
      'सिस्को उपकरण र प्याकेट ट्रेसरमा प्रयोगात्मक अभ्याससहित राउटिङ, स्विचिङ, IP ठेगाना, VLAN र नेटवर्क सुरक्षा सिक्नुहोस्, जसले सिस्को CCNA 200-301 परीक्षाको तयारी गराउँछ।',
    category: 'IT Support & Networking',
    format: 'hybrid',
    feeNpr: 25000,
    duration: '3 months',
    certification: 'Prepares for Cisco CCNA 200-301',
    careerOpportunities: 'Network engineer at ISPs and banks, NOC engineer, system administrator',
    keySkills: ['IP Subnetting', 'Routing & Switching', 'VLANs', 'Network Security', 'Cisco IOS'],
    modules: [
      'Network fundamentals and the OSI model',
      'IP addressing and subnetting',
      'Switching and VLANs',
      'Routing and OSPF',
      'IP services: DHCP, NAT and NTP',
      'Security fundamentals',
      'Automation basics and exam practice',
    ],
  },

  // Accounting
  {
    slug: 'tally-accounting',
    title: 'Computerized Accounting with Tally Prime',
    titleNe: 'ट्याली प्राइमसहित कम्प्युटराइज्ड लेखा',
    description:
      "Keep the books of Nepali businesses in Tally Prime: ledgers, vouchers, inventory, VAT bills, payroll and financial statements following Nepal's fiscal year (Shrawan to Asar).",
    descriptionNe:
      'ट्याली प्राइममा नेपाली व्यवसायको हिसाबकिताब राख्नुहोस्: खाता, भौचर, मौज्दात, भ्याट बिल, तलब र नेपालको आर्थिक वर्ष (साउनदेखि असार) अनुसार वित्तीय विवरण।',
    category: 'Accounting',
    format: 'in-person',
    feeNpr: 9000,
    duration: '2 months',
    certification: COMPLETION,
    careerOpportunities: 'Accountant, accounts assistant, billing officer',
    keySkills: ['Tally Prime', 'Bookkeeping', 'VAT Billing', 'Inventory Accounting', 'Payroll'],
    modules: [
      'Accounting basics and double entry',
      'Company setup in Tally Prime',
      'Vouchers and ledgers',
      'Inventory and billing',
      'VAT and TDS entries',
      'Payroll',
      'Financial statements and year-end closing',
    ],
  },
  {
    slug: 'tax-vat-nepal',
    title: 'Tax, VAT & TDS Filing in Nepal',
    titleNe: 'नेपालमा कर, भ्याट र TDS फाइलिङ',
    description:
      'File VAT returns, deduct and deposit TDS, and prepare income tax returns on the Inland Revenue Department portal, with practical cases from shops, contractors and consultancies.',
    descriptionNe:
      'आन्तरिक राजस्व विभागको पोर्टलमा भ्याट विवरण बुझाउने, TDS कट्टी र दाखिला गर्ने तथा आयकर विवरण तयार गर्ने तरिका सिक्नुहोस्। पसल, ठेकेदार र परामर्श संस्थाका व्यावहारिक उदाहरणसहित।',
    category: 'Accounting',
    format: 'online',
    feeNpr: 5000,
    duration: '6 weeks',
    certification: COMPLETION,
    careerOpportunities: 'Tax assistant, accounts officer, freelance tax filer for small businesses',
    keySkills: ['VAT Returns', 'TDS', 'Income Tax', 'IRD Portal', 'PAN Registration'],
    modules: [
      "Nepal's tax system",
      'PAN and VAT registration',
      'Filing VAT returns',
      'TDS deduction and deposit',
      'Income tax for individuals and firms',
      'Audits, penalties and record keeping',
    ],
  },

  // College Degree
  {
    slug: 'diploma-civil-engineering',
    title: 'Diploma in Civil Engineering',
    titleNe: 'डिप्लोमा इन सिभिल इन्जिनियरिङ',
    description:
      'A three-year CTEVT diploma covering surveying, construction materials, structural design, estimating and site management. Graduates work as sub-engineers on government and private projects.',
    descriptionNe:
      'सर्वेक्षण, निर्माण सामग्री, संरचना डिजाइन, लागत अनुमान र साइट व्यवस्थापन समेट्ने CTEVT को तीन वर्षे डिप्लोमा। स्नातकहरू सरकारी तथा निजी आयोजनामा सब-इन्जिनियरका रूपमा काम गर्छन्।',
    category: 'College Degree',
    format: 'in-person',
    feeNpr: 350000,
    duration: '3 years',
    certification: 'CTEVT Diploma in Civil Engineering',
    careerOpportunities: 'Sub-engineer, site supervisor, quantity surveyor, CAD technician',
    keySkills: ['Surveying', 'AutoCAD', 'Estimating & Costing', 'Construction Materials', 'Site Supervision'],
    modules: [
      'Engineering drawing and AutoCAD',
      'Surveying',
      'Construction materials and technology',
      'Soil mechanics',
      'Structural analysis and design',
      'Water supply and sanitation',
      'Estimating and costing',
      'Final-year project and industrial attachment',
    ],
  },
  {
    slug: 'diploma-computer-engineering',
    title: 'Diploma in Computer Engineering',
    titleNe: 'डिप्लोमा इन कम्प्युटर इन्जिनियरिङ',
    description:
      'A three-year CTEVT diploma in programming, digital electronics, networking, databases and web technologies, with an industrial attachment in the final semester.',
    descriptionNe:
      'प्रोग्रामिङ, डिजिटल इलेक्ट्रोनिक्स, नेटवर्किङ, डाटाबेस र वेब प्रविधि समेट्ने CTEVT को तीन वर्षे डिप्लोमा, अन्तिम सेमेस्टरमा उद्योगमा व्यावहारिक अभ्याससहित।',
    category: 'College Degree',
    format: 'in-person',
    feeNpr: 380000,
    duration: '3 years',
    certification: 'CTEVT Diploma in Computer Engineering',
    careerOpportunities: 'Junior software developer, IT officer, network technician, hardware engineer',
    keySkills: ['C Programming', 'Digital Electronics', 'Databases', 'Computer Networks', 'Web Technology'],
    modules: [
      'Computer fundamentals and C programming',
      'Digital logic and electronics',
      'Data structures and algorithms',
      'Database management systems',
      'Computer networks',
      'Web technology',
      'Microprocessors and embedded systems',
      'Project and industrial attachment',
    ],
  },

  // Professional Certification
  {
    slug: 'pmp-exam-prep',
    title: 'Project Management Professional (PMP) Exam Preparation',
    titleNe: 'प्रोजेक्ट म्यानेजमेन्ट प्रोफेसनल (PMP) परीक्षा तयारी',
    description:
      'The 35 contact hours of project management training the PMI PMP exam requires: predictive, agile and hybrid approaches, with examples from NGO, construction and IT projects in Nepal.',
    descriptionNe:
      'PMI को PMP परीक्षाका लागि चाहिने ३५ घण्टे परियोजना व्यवस्थापन तालिम: नेपालका गैरसरकारी संस्था, निर्माण र सूचना प्रविधि परियोजनाका उदाहरणसहित प्रेडिक्टिभ, एजाइल र हाइब्रिड विधि।',
    category: 'Professional Certification',
    format: 'online',
    feeNpr: 30000,
    duration: '8 weeks',
    certification: 'Certificate of 35 contact hours (PMI exam requirement)',
    careerOpportunities: 'Project manager, project coordinator at NGOs and INGOs, PMO officer',
    keySkills: ['Project Planning', 'Agile & Scrum', 'Risk Management', 'Stakeholder Management', 'Budgeting'],
    modules: [
      'The PMP exam and how to prepare',
      'People: leading teams',
      'Process: scope, schedule and cost',
      'Risk and quality management',
      'Agile and hybrid delivery',
      'Business environment',
      'Mock exams and review',
    ],
  },
  {
    slug: 'aws-cloud-practitioner',
    title: 'AWS Cloud Practitioner Exam Preparation',
    titleNe: 'AWS क्लाउड प्राक्टिसनर परीक्षा तयारी',
    description:
      'Understand cloud computing and the core AWS services, pricing and security, and sit the AWS Certified Cloud Practitioner exam with confidence. Includes practice tests.',
    descriptionNe:
      'क्लाउड कम्प्युटिङ र AWS का मुख्य सेवा, मूल्य निर्धारण र सुरक्षा बुझ्नुहोस् अनि AWS सर्टिफाइड क्लाउड प्राक्टिसनर परीक्षा आत्मविश्वासका साथ दिनुहोस्। अभ्यास परीक्षा समावेश छ।',
    category: 'Professional Certification',
    format: 'online',
    feeNpr: 12000,
    duration: '6 weeks',
    certification: 'Prepares for AWS Certified Cloud Practitioner',
    careerOpportunities: 'Cloud support associate, junior DevOps engineer, IT officer',
    keySkills: ['Cloud Concepts', 'AWS Core Services', 'Cloud Security', 'Billing & Pricing'],
    modules: [
      'Cloud computing concepts',
      'Compute and storage services',
      'Networking and databases on AWS',
      'Security and the shared responsibility model',
      'Billing, pricing and support',
      'Practice exams',
    ],
  },

  // Hospitality & Tourism
  {
    slug: 'professional-cook',
    title: 'Professional Cook (Commis Chef)',
    titleNe: 'व्यावसायिक भान्से (कमिस सेफ)',
    description:
      'Kitchen hygiene, knife skills, Nepali, Indian, continental and Chinese dishes, bakery basics and kitchen costing, with a one-month placement in a hotel kitchen.',
    descriptionNe:
      'भान्साको सरसफाइ, चक्कु चलाउने सीप, नेपाली, भारतीय, कन्टिनेन्टल र चाइनिज परिकार, बेकरीका आधारभूत कुरा र भान्साको लागत हिसाब, होटलको भान्सामा एक महिनाको व्यावहारिक अभ्याससहित।',
    category: 'Hospitality & Tourism',
    format: 'in-person',
    feeNpr: 35000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Cook)',
    careerOpportunities: 'Commis chef in hotels and resorts, restaurant cook, cooking jobs abroad',
    keySkills: [
      'Food Safety & Hygiene',
      'Knife Skills',
      'Continental Cuisine',
      'Nepali & Indian Cuisine',
      'Bakery Basics',
    ],
    modules: [
      'Kitchen safety and food hygiene',
      'Knife skills and kitchen tools',
      'Stocks, soups and sauces',
      'Nepali and Indian cuisine',
      'Continental and Chinese cuisine',
      'Bakery and desserts',
      'Hotel kitchen placement',
    ],
  },
  {
    slug: 'trekking-guide',
    title: 'Trekking Guide Training',
    titleNe: 'ट्रेकिङ गाइड तालिम',
    description:
      'Lead trekkers safely on the Annapurna, Everest and Langtang trails: route planning, altitude sickness, wilderness first aid, Nepali culture and history, and guiding international guests.',
    descriptionNe:
      'अन्नपूर्ण, सगरमाथा र लाङटाङ पदमार्गमा पदयात्रीको सुरक्षित नेतृत्व गर्नुहोस्: मार्ग योजना, लेक लाग्ने समस्या, वन्य क्षेत्रमा प्राथमिक उपचार, नेपाली संस्कृति र इतिहास तथा विदेशी पाहुनालाई गाइड गर्ने सीप।',
    category: 'Hospitality & Tourism',
    format: 'in-person',
    feeNpr: 15000,
    duration: '45 days',
    certification: 'Certificate of Completion (prepares for the trekking guide licence)',
    careerOpportunities: 'Trekking guide, tour leader, trekking agency staff',
    keySkills: [
      'Route Planning',
      'Wilderness First Aid',
      'Altitude Sickness Management',
      'Cultural Interpretation',
      'Group Leadership',
    ],
    modules: [
      "Nepal's trekking regions and permits",
      'Route planning and itineraries',
      'Altitude sickness and mountain safety',
      'Wilderness first aid',
      'Nepali culture, history and nature',
      'Guiding international groups',
      'Field trek practical',
    ],
  },
  {
    slug: 'front-office-housekeeping',
    title: 'Hotel Front Office & Housekeeping',
    titleNe: 'होटल फ्रन्ट अफिस तथा हाउसकिपिङ',
    description:
      'Check guests in and out, manage reservations from booking platforms, handle complaints and keep rooms to international standards. Trained with partner hotels in Pokhara and Kathmandu.',
    descriptionNe:
      'पाहुनालाई चेक-इन र चेक-आउट गराउने, बुकिङ प्लेटफर्मबाट आएका आरक्षण व्यवस्थापन गर्ने, गुनासो समाधान गर्ने र कोठालाई अन्तर्राष्ट्रिय स्तरमा राख्ने सीप। पोखरा र काठमाडौंका साझेदार होटलमा तालिम।',
    category: 'Hospitality & Tourism',
    format: 'in-person',
    feeNpr: 20000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Front Office Assistant)',
    careerOpportunities: 'Receptionist, front office assistant, room attendant, housekeeping supervisor',
    keySkills: [
      'Guest Relations',
      'Reservation Systems',
      'Room Cleaning Standards',
      'Complaint Handling',
      'English for Hospitality',
    ],
    modules: [
      'The hotel industry in Nepal',
      'Reservations and check-in',
      'Guest communication in English',
      'Telephone and complaint handling',
      'Room cleaning and laundry',
      'Hotel software and night audit',
    ],
  },
  {
    slug: 'barista',
    title: 'Barista & Café Operations',
    titleNe: 'बरिस्ता तथा क्याफे सञ्चालन',
    description:
      'Espresso extraction, milk texturing and latte art with Nepali specialty coffee from Gulmi and Syangja, plus café hygiene, customer service and stock control.',
    descriptionNe:
      'गुल्मी र स्याङ्जाको नेपाली विशेष कफी प्रयोग गरी एस्प्रेसो निकाल्ने, दूधको फिँज बनाउने र लाटे आर्ट, साथै क्याफेको सरसफाइ, ग्राहक सेवा र मौज्दात नियन्त्रण।',
    category: 'Hospitality & Tourism',
    format: 'in-person',
    feeNpr: 12000,
    duration: '1 month',
    certification: COMPLETION,
    careerOpportunities: 'Barista, café supervisor, starting your own coffee shop',
    keySkills: ['Espresso Extraction', 'Milk Texturing', 'Latte Art', 'Customer Service'],
    modules: [
      'Coffee origins: from Gulmi to your cup',
      'The espresso machine and grinder',
      'Milk texturing and latte art',
      'Brewing methods',
      'Café hygiene and service',
    ],
  },

  // Construction & Trades
  {
    slug: 'plumber-level-1',
    provider: 'himalayan-polytechnic',
    title: 'Plumber (Level 1)',
    titleNe: 'प्लम्बर (लेभल १)',
    description:
      'Install and repair water supply and drainage in homes and buildings: GI, PPR and PVC pipes, sanitary fittings, water tanks, pumps and solar water heaters.',
    descriptionNe:
      'घर र भवनमा खानेपानी तथा ढल प्रणाली जडान र मर्मत गर्नुहोस्: GI, PPR र PVC पाइप, सेनेटरी फिटिङ, पानी ट्यांकी, पम्प र सोलार वाटर हिटर।',
    category: 'Construction & Trades',
    format: 'in-person',
    feeNpr: 18000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Plumber)',
    careerOpportunities: 'Plumber with contractors, self-employed plumber, plumbing jobs in the Gulf and Malaysia',
    keySkills: [
      'Pipe Fitting',
      'Sanitary Installation',
      'Leak Repair',
      'Pump Installation',
      'Reading Plumbing Drawings',
    ],
    modules: [
      'Tools, materials and safety',
      'Measuring and reading drawings',
      'GI, PPR and PVC pipe joining',
      'Installing sanitary fixtures',
      'Water tanks, pumps and solar heaters',
      'Drainage and septic systems',
      'Fault finding and repair',
    ],
  },
  {
    slug: 'earthquake-resistant-masonry',
    provider: 'himalayan-polytechnic',
    title: 'Masonry & Earthquake-Resistant Construction',
    titleNe: 'डकर्मी तथा भूकम्प प्रतिरोधी निर्माण',
    description:
      "Build brick and stone walls, lay foundations and place the bands and corner stitches that keep houses standing in an earthquake, following Nepal's National Building Code.",
    descriptionNe:
      'इँटा र ढुंगाको गारो लगाउने, जग हाल्ने तथा भूकम्पमा घर जोगाउने ब्यान्ड र कुनाका स्टिच राख्ने काम नेपालको राष्ट्रिय भवन संहिता अनुसार सिक्नुहोस्।',
    category: 'Construction & Trades',
    format: 'in-person',
    feeNpr: 16000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Mason)',
    careerOpportunities: 'Mason, construction team leader, reconstruction projects',
    keySkills: [
      'Brick & Stone Masonry',
      'Foundation Work',
      'Seismic Bands',
      'Concrete Mixing',
      'National Building Code',
    ],
    modules: [
      'Construction safety and tools',
      'Materials: brick, stone, cement and sand',
      'Foundations and setting out',
      'Brick and stone walls',
      'Earthquake-resistant features',
      'Concrete and plastering',
    ],
  },
  {
    slug: 'arc-welding',
    provider: 'himalayan-polytechnic',
    title: 'Arc Welding & Steel Fabrication',
    titleNe: 'आर्क वेल्डिङ तथा स्टिल फ्याब्रिकेसन',
    description:
      'Weld mild steel in all positions, make gates, grills, trusses and shutters, read fabrication drawings and work safely. Ends with the NSTB Level 1 skill test.',
    descriptionNe:
      'माइल्ड स्टिलमा सबै पोजिसनमा वेल्डिङ गर्नुहोस्, गेट, ग्रिल, ट्रस र सटर बनाउनुहोस्, फ्याब्रिकेसन नक्सा पढ्नुहोस् र सुरक्षित रूपमा काम गर्नुहोस्। अन्त्यमा NSTB लेभल १ सीप परीक्षा हुन्छ।',
    category: 'Construction & Trades',
    format: 'in-person',
    feeNpr: 24000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Welder)',
    careerOpportunities: 'Welder, fabrication workshop owner, welding jobs abroad',
    keySkills: ['Arc Welding', 'Metal Cutting', 'Fabrication Drawings', 'Grill & Gate Making', 'Workshop Safety'],
    modules: [
      'Workshop safety and equipment',
      'Metal cutting and grinding',
      'Arc welding: flat and horizontal',
      'Vertical and overhead welding',
      'Fabrication drawings and measuring',
      'Gates, grills and trusses',
      'Skill test preparation',
    ],
  },

  // Modern Agriculture
  {
    slug: 'tunnel-vegetable-farming',
    title: 'Commercial Vegetable Farming in Plastic Tunnels',
    titleNe: 'प्लास्टिक टनेलमा व्यावसायिक तरकारी खेती',
    description:
      'Grow off-season tomatoes, cucumbers and capsicum in plastic tunnels, with drip irrigation, integrated pest management and selling to wholesale markets such as Kalimati.',
    descriptionNe:
      'प्लास्टिक टनेलमा बेमौसमी गोलभेडा, काँक्रो र भेडे खुर्सानी उत्पादन गर्नुहोस्, थोपा सिँचाइ, एकीकृत शत्रुजीव व्यवस्थापन र कालीमाटीजस्ता थोक बजारमा बिक्रीसहित।',
    category: 'Modern Agriculture',
    format: 'in-person',
    feeNpr: 0,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Vegetable Grower)',
    careerOpportunities: 'Commercial farmer, farm supervisor, agricultural cooperative technician',
    keySkills: [
      'Tunnel Farming',
      'Drip Irrigation',
      'Integrated Pest Management',
      'Soil Testing',
      'Farm Business Planning',
    ],
    modules: [
      'Soil health and testing',
      'Nursery and seedling raising',
      'Building a plastic tunnel',
      'Drip irrigation and fertigation',
      'Integrated pest management',
      'Harvest, grading and marketing',
    ],
  },
  {
    slug: 'mushroom-cultivation',
    title: 'Mushroom Cultivation',
    titleNe: 'च्याउ खेती',
    description:
      'Produce oyster and button mushrooms all year: spawn, substrate preparation from paddy straw, growing rooms, disease control and packaging for city markets.',
    descriptionNe:
      'वर्षभरि कन्य र बटन च्याउ उत्पादन गर्नुहोस्: बीउ, धानको परालबाट माध्यम तयारी, उत्पादन कोठा, रोग नियन्त्रण र सहरी बजारका लागि प्याकेजिङ।',
    category: 'Modern Agriculture',
    format: 'in-person',
    feeNpr: 6000,
    duration: '1 month',
    certification: COMPLETION,
    careerOpportunities: 'Mushroom entrepreneur, cooperative member, farm technician',
    keySkills: ['Oyster Mushroom Growing', 'Button Mushroom Growing', 'Substrate Preparation', 'Disease Control'],
    modules: [
      'Mushroom types and markets in Nepal',
      'Spawn and substrate preparation',
      'Setting up a growing room',
      'Oyster mushroom production',
      'Button mushroom production',
      'Pests, diseases and hygiene',
      'Harvesting, packaging and sale',
    ],
  },
  {
    slug: 'dairy-poultry-management',
    title: 'Dairy Cattle & Poultry Farm Management',
    titleNe: 'गाईभैंसी तथा कुखुरा फार्म व्यवस्थापन',
    description:
      'Run a profitable livestock farm: breeds, feed and fodder, shed design, vaccination schedules, record keeping and selling milk to dairy cooperatives.',
    descriptionNe:
      'नाफामूलक पशुपालन फार्म चलाउनुहोस्: जात छनोट, दाना र घाँस, गोठ तथा खोरको डिजाइन, खोप तालिका, अभिलेख राख्ने तरिका र दुग्ध सहकारीमा दूध बिक्री।',
    category: 'Modern Agriculture',
    format: 'hybrid',
    feeNpr: 8000,
    duration: '2 months',
    certification: COMPLETION,
    careerOpportunities: 'Dairy farmer, poultry farm supervisor, livestock technician',
    keySkills: [
      'Animal Nutrition',
      'Shed Management',
      'Vaccination Schedules',
      'Farm Record Keeping',
      'Broiler & Layer Management',
    ],
    modules: [
      'Choosing breeds for Nepal',
      'Feed, fodder and silage',
      'Shed and coop design',
      'Health and vaccination',
      'Milk hygiene and cooperatives',
      'Broiler and layer management',
      'Farm accounts',
    ],
  },

  // Healthcare
  {
    slug: 'caregiver',
    title: 'Caregiver (Elderly and Patient Care)',
    titleNe: 'केयरगिभर (वृद्ध तथा बिरामी हेरचाह)',
    description:
      'Care for elderly people and patients at home and in care facilities: hygiene, feeding, mobility, basic nursing, dementia care and communication. Useful for work in Nepal and abroad.',
    descriptionNe:
      'घर र हेरचाह केन्द्रमा वृद्ध तथा बिरामीको हेरचाह गर्नुहोस्: सरसफाइ, खुवाउने, हिँडडुल गराउने, आधारभूत नर्सिङ, डिमेन्सिया हेरचाह र सञ्चार। नेपाल र विदेशमा कामका लागि उपयोगी।',
    category: 'Healthcare',
    format: 'in-person',
    feeNpr: 30000,
    duration: '6 months',
    certification: 'CTEVT Level 1 Certificate (Caregiver)',
    careerOpportunities:
      'Caregiver in hospitals and elderly homes, home-care assistant, caregiving jobs in Japan and Israel',
    keySkills: ['Patient Hygiene', 'Mobility Assistance', 'Vital Signs', 'Dementia Care', 'First Aid'],
    modules: [
      'Role and ethics of a caregiver',
      'Body systems and common illnesses',
      'Personal hygiene and bathing',
      'Feeding and nutrition',
      'Mobility and fall prevention',
      'Vital signs and medication support',
      'Dementia and palliative care',
      'Clinical placement',
    ],
  },
  {
    slug: 'first-aid',
    title: 'First Aid & Basic Life Support',
    titleNe: 'प्राथमिक उपचार तथा आधारभूत जीवनरक्षा',
    description:
      'Respond to injuries and emergencies at home, at work and on the road: CPR, bleeding, burns, fractures, snake bites and moving casualties safely, with hands-on practice on manikins.',
    descriptionNe:
      'घर, कार्यस्थल र सडकमा हुने चोटपटक र आपत्कालीन अवस्थामा सहयोग गर्नुहोस्: CPR, रक्तस्राव, पोलेको, हाड भाँचिएको, सर्पदंश र घाइतेलाई सुरक्षित ओसारपसार, म्यानिकिनमा प्रयोगात्मक अभ्याससहित।',
    category: 'Healthcare',
    format: 'in-person',
    feeNpr: 2500,
    duration: '2 weeks',
    certification: COMPLETION,
    careerOpportunities: 'Workplace first aider, safety officer, trekking and tour staff',
    keySkills: ['CPR', 'Wound Care', 'Fracture Management', 'Emergency Response'],
    modules: [
      'Assessing an emergency',
      'CPR and choking',
      'Bleeding, wounds and burns',
      'Fractures and sprains',
      'Snake bites, poisoning and heat stroke',
      'Moving casualties safely',
    ],
  },

  // Electrical & Electronics
  {
    slug: 'house-wiring',
    provider: 'bikash',
    title: 'House Wiring Electrician',
    titleNe: 'घरायसी वायरिङ इलेक्ट्रिसियन',
    description:
      'Wire houses and shops safely: circuits, distribution boards, earthing, MCBs and RCCBs, meter connections to Nepal Electricity Authority standards, and fault finding with a multimeter.',
    descriptionNe:
      'घर र पसलमा सुरक्षित वायरिङ गर्नुहोस्: सर्किट, वितरण बोर्ड, अर्थिङ, MCB र RCCB, नेपाल विद्युत प्राधिकरणको मापदण्ड अनुसार मिटर जडान र मल्टिमिटरबाट गडबडी पत्ता लगाउने।',
    category: 'Electrical & Electronics',
    format: 'in-person',
    feeNpr: 20000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Building Electrician)',
    careerOpportunities: 'Electrician, electrical contractor, maintenance electrician in hotels and factories',
    keySkills: ['House Wiring', 'Earthing', 'Distribution Boards', 'Multimeter Testing', 'Electrical Safety'],
    modules: [
      'Electrical safety and first aid',
      "Basic electricity and Ohm's law",
      'Tools, cables and accessories',
      'Domestic wiring circuits',
      'Distribution boards, MCBs and earthing',
      'Meter connection and NEA rules',
      'Fault finding and repair',
    ],
  },
  {
    slug: 'mobile-phone-repair',
    title: 'Mobile Phone Repair',
    titleNe: 'मोबाइल फोन मर्मत',
    description:
      'Diagnose and repair Android phones and iPhones: screen and battery replacement, charging faults, soldering, software flashing and running a repair counter.',
    descriptionNe:
      'एन्ड्रोइड फोन र आइफोनको समस्या पत्ता लगाई मर्मत गर्नुहोस्: स्क्रिन र ब्याट्री फेर्ने, चार्जिङ समस्या, सोल्डरिङ, सफ्टवेयर फ्ल्यासिङ र मर्मत काउन्टर सञ्चालन।',
    category: 'Electrical & Electronics',
    format: 'in-person',
    feeNpr: 25000,
    duration: '2 months',
    certification: 'CTEVT Level 1 Certificate (Mobile Phone Repair Technician)',
    careerOpportunities: 'Mobile repair technician, own repair shop, brand service centre staff',
    keySkills: ['Screen Replacement', 'Soldering', 'Software Flashing', 'Fault Diagnosis', 'Customer Handling'],
    modules: [
      'Phone hardware and tools',
      'Disassembly and assembly',
      'Screen, battery and port replacement',
      'Soldering and board-level repair',
      'Software flashing and unlocking',
      'Running a repair business',
    ],
  },
  {
    slug: 'solar-pv-installation',
    provider: 'bikash',
    title: 'Solar PV System Installation',
    titleNe: 'सोलार PV प्रणाली जडान',
    description:
      'Size, install and maintain solar home systems and grid-tied rooftop plants, from panels and charge controllers to batteries and inverters, following AEPC guidelines.',
    descriptionNe:
      'सोलार होम सिस्टम र ग्रिडमा जोडिने छाना सोलार प्लान्टको क्षमता निर्धारण, जडान र मर्मत गर्नुहोस्: प्यानल र चार्ज कन्ट्रोलरदेखि ब्याट्री र इन्भर्टरसम्म, AEPC को निर्देशिका अनुसार।',
    category: 'Electrical & Electronics',
    format: 'in-person',
    feeNpr: 22000,
    duration: '6 weeks',
    certification: COMPLETION,
    careerOpportunities: 'Solar technician, installer at solar companies, rural electrification projects',
    keySkills: [
      'Solar System Sizing',
      'Panel Installation',
      'Battery & Inverter Setup',
      'Maintenance',
      'Electrical Safety',
    ],
    modules: [
      'Solar energy basics',
      'Load calculation and sizing',
      'Panels, mounting and wiring',
      'Charge controllers, batteries and inverters',
      'Grid-tied rooftop systems',
      'Maintenance and troubleshooting',
    ],
  },

  // Standalone Course
  {
    slug: 'computer-operator',
    title: 'Computer Operator (MS Office & Internet)',
    titleNe: 'कम्प्युटर अपरेटर (MS Office र इन्टरनेट)',
    description:
      'Type fast in English and Nepali Unicode, prepare letters and reports in Word, keep records in Excel, make presentations and use email and online government services with confidence.',
    descriptionNe:
      'अंग्रेजी र नेपाली युनिकोडमा छिटो टाइप गर्नुहोस्, वर्डमा पत्र र प्रतिवेदन तयार गर्नुहोस्, एक्सेलमा अभिलेख राख्नुहोस्, प्रस्तुति बनाउनुहोस् र इमेल तथा अनलाइन सरकारी सेवा आत्मविश्वासका साथ प्रयोग गर्नुहोस्।',
    category: 'Standalone Course',
    format: 'in-person',
    feeNpr: 7000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Computer Operator)',
    careerOpportunities: 'Computer operator, office assistant, data entry operator, Lok Sewa exam preparation',
    keySkills: ['Nepali Unicode Typing', 'MS Word', 'MS Excel', 'PowerPoint', 'Email & Internet'],
    modules: [
      'Computer basics and typing',
      'English and Nepali Unicode typing',
      'MS Word',
      'MS Excel',
      'PowerPoint',
      'Email, internet and online services',
    ],
  },
  {
    slug: 'spoken-english',
    title: 'Spoken English for the Workplace',
    titleNe: 'कार्यस्थलका लागि अंग्रेजी बोलचाल',
    description:
      'Speak confidently with customers, guests and colleagues: everyday conversation, phone calls, job interviews and presentations, practised in small groups.',
    descriptionNe:
      'ग्राहक, पाहुना र सहकर्मीसँग आत्मविश्वासका साथ कुरा गर्नुहोस्: दैनिक कुराकानी, फोन कल, जागिरको अन्तर्वार्ता र प्रस्तुति, साना समूहमा अभ्याससहित।',
    category: 'Standalone Course',
    format: 'hybrid',
    feeNpr: 6000,
    duration: '2 months',
    certification: COMPLETION,
    careerOpportunities: 'Customer-facing jobs in hotels, banks, retail and call centres; jobs abroad',
    keySkills: ['Conversation', 'Pronunciation', 'Phone Etiquette', 'Interview Skills'],
    modules: [
      'Introducing yourself and small talk',
      'Pronunciation and fluency',
      'Phone calls and messages',
      'Serving customers and guests',
      'Job interviews',
      'Presentations and meetings',
    ],
  },
  {
    slug: 'beautician',
    title: 'Beautician & Hair Dressing',
    titleNe: 'ब्युटिसियन तथा कपाल सिँगार',
    description:
      'Haircuts, colouring, facials, threading, bridal and festival makeup, and salon hygiene, with practice on real clients in the training salon.',
    descriptionNe:
      'कपाल काट्ने, रंगाउने, फेसियल, थ्रेडिङ, विवाह र चाडपर्वका लागि मेकअप तथा सैलुनको सरसफाइ, तालिम सैलुनमा वास्तविक ग्राहकमा अभ्याससहित।',
    category: 'Standalone Course',
    format: 'in-person',
    feeNpr: 28000,
    duration: '3 months',
    certification: 'CTEVT Level 1 Certificate (Beautician)',
    careerOpportunities: 'Beautician, salon owner, makeup artist',
    keySkills: ['Haircutting', 'Hair Colouring', 'Bridal Makeup', 'Facials', 'Salon Hygiene'],
    modules: [
      'Salon hygiene and client care',
      'Skin care and facials',
      'Threading and waxing',
      'Haircutting and styling',
      'Hair colouring and treatments',
      'Bridal and party makeup',
    ],
  },

  // Workshop
  {
    slug: 'start-your-business-workshop',
    title: 'Start Your Small Business: Weekend Workshop',
    titleNe: 'आफ्नो सानो व्यवसाय सुरु गर्नुहोस्: सप्ताहान्त कार्यशाला',
    description:
      'Two days to turn an idea into a plan: choosing a business, costing and pricing, company and PAN registration, loans from banks and cooperatives, and selling online.',
    descriptionNe:
      'विचारलाई योजनामा बदल्ने दुई दिन: व्यवसाय छनोट, लागत र मूल्य निर्धारण, कम्पनी र प्यान दर्ता, बैंक तथा सहकारीबाट ऋण र अनलाइन बिक्री।',
    category: 'Workshop',
    format: 'in-person',
    feeNpr: 0,
    duration: '2 days',
    certification: 'Certificate of Participation',
    careerOpportunities: 'Self-employment, shop or workshop owner, enterprise for returning migrant workers',
    keySkills: ['Business Planning', 'Costing & Pricing', 'Business Registration', 'Access to Finance'],
    modules: [
      'Finding a business idea',
      'Costing and pricing',
      'Registration: company, PAN and ward office',
      'Finance from banks and cooperatives',
      'Marketing and selling online',
    ],
  },
  {
    slug: 'freelancing-workshop',
    title: 'Freelancing Online: Winning Your First Client',
    titleNe: 'अनलाइन फ्रिल्यान्सिङ: पहिलो ग्राहक कसरी पाउने',
    description:
      'A one-day workshop on building a profile on Upwork and Fiverr, writing proposals, pricing your work, receiving payments in Nepal legally and avoiding scams.',
    descriptionNe:
      'अपवर्क र फाइभरमा प्रोफाइल बनाउने, प्रस्ताव लेख्ने, कामको मूल्य तोक्ने, नेपालमा कानुनी रूपमा भुक्तानी लिने र ठगीबाट बच्ने विषयमा एक दिने कार्यशाला।',
    category: 'Workshop',
    format: 'online',
    feeNpr: 0,
    duration: '1 day',
    certification: 'Certificate of Participation',
    careerOpportunities: 'Freelance developer, designer, writer or marketer',
    keySkills: ['Profile Building', 'Proposal Writing', 'Pricing', 'Online Payments'],
    modules: [
      'Is freelancing right for you?',
      'Building a profile that wins work',
      'Writing proposals',
      'Pricing and contracts',
      'Getting paid in Nepal',
      'Avoiding scams',
    ],
  },
];
