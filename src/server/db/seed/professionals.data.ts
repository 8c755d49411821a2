import type { ProfessionalCategory, ServiceFormat } from '#contract/lists.ts';
import { demoAccount } from './demo-accounts.ts';

export interface ServiceSeed {
  title: string;
  titleNe: string;
  description: string;
  descriptionNe: string;
  format: ServiceFormat;
  location: string | null;
  /** Where the work happens; null for online services. */
  coordinates: { lat: number; lng: number } | null;
  duration: string;
  skillsGained: string[];
  /** NPR */
  price: number;
}

export interface ProfessionalSeed {
  /** Key conversations refer to a professional by; not stored. */
  key: string;
  email: string;
  fullName: string;
  headline: string;
  bio: string;
  skills: string[];
  category: ProfessionalCategory;
  serviceArea: string;
  yearsExperience: number;
  /** NPR per hour */
  hourlyRate: number;
  isVerified: boolean;
  joinedDaysAgo: number;
  services: ServiceSeed[];
}

export const PROFESSIONALS: ProfessionalSeed[] = [
  {
    key: 'ramesh',
    email: 'ramesh.thapa@sipalu.demo',
    fullName: 'Ramesh Thapa',
    headline: 'Licensed plumber: leaks, bathrooms, tanks and pumps',
    bio: 'I have fixed pipes, tanks and bathrooms across the Kathmandu valley for 14 years, after training at CTEVT and three years of hotel work in Qatar. I arrive on time, explain the problem before I start and give a fixed price.',
    skills: ['Leak Repair', 'Bathroom Fitting', 'Water Pump Installation', 'PPR Pipe Welding', 'Solar Water Heaters'],
    category: 'Plumbing',
    serviceArea: 'Koteshwor, Kathmandu',
    yearsExperience: 14,
    hourlyRate: 900,
    isVerified: true,
    joinedDaysAgo: 340,
    services: [
      {
        title: 'Leak Repair & Bathroom Plumbing',
        titleNe: 'चुहावट मर्मत तथा बाथरूम प्लम्बिङ',
        description:
          'Dripping taps, leaking pipes, blocked drains, running cisterns and new bathroom fittings. The price covers the visit and the first hour; parts are charged at market rate.',
        descriptionNe:
          'चुहिने धारा र पाइप, थुनिएको ढल, चलिरहने सिस्टर्न र नयाँ बाथरूम फिटिङ। मूल्यमा भ्रमण र पहिलो घण्टा समावेश छ; सामानको शुल्क बजार मूल्यमा लाग्छ।',
        format: 'in-person',
        location: 'Koteshwor, Kathmandu',
        coordinates: { lat: 27.6781, lng: 85.3499 },
        duration: '1–3 hours',
        skillsGained: ['Leak detection', 'Tap and cistern repair', 'Bathroom fitting'],
        price: 1500,
      },
      {
        title: 'Water Tank & Pump Installation',
        titleNe: 'पानी ट्यांकी तथा पम्प जडान',
        description:
          'Overhead and underground tank connections, pressure pumps for upper floors and automatic float switches, installed neatly with a six-month workmanship guarantee.',
        descriptionNe:
          'माथिल्लो र भूमिगत ट्यांकी जडान, माथिल्ला तलाका लागि प्रेसर पम्प र स्वचालित फ्लोट स्विच, छ महिनाको कामको ग्यारेन्टीसहित।',
        format: 'in-person',
        location: 'New Baneshwor, Kathmandu',
        coordinates: { lat: 27.6915, lng: 85.342 },
        duration: 'Half a day',
        skillsGained: ['Pump selection', 'Tank plumbing', 'Pressure systems'],
        price: 4500,
      },
      {
        title: 'Basic Plumbing Fixes for Homeowners (Online Course)',
        titleNe: 'घरधनीका लागि आधारभूत प्लम्बिङ मर्मत (अनलाइन पाठ्यक्रम)',
        description:
          'Lessons in Nepali showing how to fix the five most common plumbing problems yourself, and how to tell when it is time to call a plumber.',
        descriptionNe:
          'सबैभन्दा सामान्य पाँचवटा प्लम्बिङ समस्या आफैं कसरी मर्मत गर्ने र कहिले प्लम्बर बोलाउनुपर्छ भनेर देखाउने नेपाली भाषाका पाठहरू।',
        format: 'online',
        location: null,
        coordinates: null,
        duration: 'At your own pace',
        skillsGained: ['Fixing leaking taps', 'Unblocking drains', 'Replacing cistern parts'],
        price: 1200,
      },
    ],
  },
  {
    key: 'sita',
    email: 'sita.gurung@sipalu.demo',
    fullName: 'Sita Gurung',
    headline: 'Deep cleaning for homes, offices and homestays in Pokhara',
    bio: 'I lead a team of four women in Pokhara cleaning homes, offices and lakeside guesthouses. We bring our own equipment and use eco-friendly products that are safe for children and pets.',
    skills: ['Deep Cleaning', 'Kitchen Degreasing', 'Sofa & Carpet Shampooing', 'Eco-friendly Products'],
    category: 'Home Cleaning',
    serviceArea: 'Pokhara, Kaski',
    yearsExperience: 6,
    hourlyRate: 500,
    isVerified: true,
    joinedDaysAgo: 260,
    services: [
      {
        title: 'Full Home Deep Cleaning',
        titleNe: 'पूरै घरको गहिरो सरसफाइ',
        description:
          'A team of three cleans every room from top to bottom: kitchen degreasing, bathroom descaling, windows, fans and floors. Ideal before Dashain or after renovation.',
        descriptionNe:
          'तीन जनाको टोलीले हरेक कोठा माथिदेखि तलसम्म सफा गर्छ: भान्साको चिल्लो हटाउने, बाथरूमको दाग सफा गर्ने, झ्याल, पंखा र भुइँ। दशैंअघि वा मर्मतपछि उपयुक्त।',
        format: 'in-person',
        location: 'Lakeside, Pokhara',
        coordinates: { lat: 28.2109, lng: 83.958 },
        duration: 'Full day (team of three)',
        skillsGained: ['Room-by-room cleaning', 'Kitchen degreasing', 'Bathroom descaling'],
        price: 6500,
      },
      {
        title: 'Guesthouse & Homestay Cleaning with Staff Training',
        titleNe: 'कर्मचारी तालिमसहित गेस्टहाउस तथा होमस्टे सरसफाइ',
        description:
          'We deep-clean your rooms once, then train your own staff in two online sessions with checklists and videos, so every guest finds a spotless room.',
        descriptionNe:
          'हामी एक पटक तपाईंका कोठा गहिरो सफा गर्छौं, त्यसपछि दुई अनलाइन सत्रमा चेकलिस्ट र भिडियोसहित तपाईंकै कर्मचारीलाई तालिम दिन्छौं, ताकि हरेक पाहुनाले सफा कोठा पाऊन्।',
        format: 'hybrid',
        location: 'Pokhara, Kaski',
        coordinates: { lat: 28.2096, lng: 83.9856 },
        duration: '1 day on site + 2 online sessions',
        skillsGained: ['Hotel cleaning standards', 'Staff checklists', 'Linen management'],
        price: 8000,
      },
    ],
  },
  {
    key: 'bikash',
    email: demoAccount('professional').email,
    fullName: demoAccount('professional').fullName,
    headline: 'Certified electrician: wiring, solar backup and safety checks',
    bio: 'CTEVT Level 2 certified electrician. For 11 years I have wired new houses, fixed faults and installed inverter and solar backup for families and offices in Lalitpur and Kathmandu. Safety first, clean work and a clear bill.',
    skills: ['House Wiring', 'Solar & Inverter Backup', 'Earthing', 'Distribution Boards', 'Electrical Safety Audits'],
    category: 'Electrical Work',
    serviceArea: 'Lalitpur & Kathmandu',
    yearsExperience: 11,
    hourlyRate: 1000,
    isVerified: true,
    joinedDaysAgo: 310,
    services: [
      {
        title: 'House Wiring & Electrical Repairs',
        titleNe: 'घरायसी वायरिङ तथा बिजुली मर्मत',
        description:
          'New wiring, rewiring of old houses, tripping MCBs, sparking sockets, fans and lights. I test every circuit and the earthing before I leave.',
        descriptionNe:
          'नयाँ वायरिङ, पुराना घरको पुनः वायरिङ, बारम्बार ट्रिप हुने MCB, स्पार्क हुने सकेट, पंखा र बत्ती। जानुअघि हरेक सर्किट र अर्थिङ जाँच गर्छु।',
        format: 'in-person',
        location: 'Jawalakhel, Lalitpur',
        coordinates: { lat: 27.6727, lng: 85.3137 },
        duration: '1–4 hours',
        skillsGained: ['Fault finding', 'Safe wiring', 'MCB and RCCB replacement'],
        price: 1500,
      },
      {
        title: 'Home Solar & Inverter Backup Installation',
        titleNe: 'घरायसी सोलार तथा इन्भर्टर ब्याकअप जडान',
        description:
          'A free online consultation to size your system, then installation of panels, inverter and batteries at your home. The price is for labour; equipment is quoted separately.',
        descriptionNe:
          'तपाईंको प्रणालीको क्षमता निर्धारण गर्न निःशुल्क अनलाइन परामर्श, त्यसपछि घरमै प्यानल, इन्भर्टर र ब्याट्री जडान। मूल्य ज्यालाको हो; उपकरणको मूल्य छुट्टै दिइन्छ।',
        format: 'hybrid',
        location: 'Lalitpur',
        coordinates: { lat: 27.6644, lng: 85.3188 },
        duration: 'Online consultation + 1–2 days on site',
        skillsGained: ['Load calculation', 'Inverter and battery setup', 'Solar panel mounting'],
        price: 12000,
      },
      {
        title: 'Electrical Safety at Home (Online Course)',
        titleNe: 'घरमा बिजुली सुरक्षा (अनलाइन पाठ्यक्रम)',
        description:
          'Short lessons in Nepali for families and hostel owners: spotting dangerous wiring, what MCBs and RCCBs do, safe extension boards and what to do after an electric shock.',
        descriptionNe:
          'परिवार र होस्टल सञ्चालकका लागि नेपालीमा छोटा पाठहरू: खतरनाक वायरिङ चिन्ने, MCB र RCCB ले के गर्छन्, एक्सटेन्सन बोर्डको सुरक्षित प्रयोग र करेन्ट लागेमा के गर्ने।',
        format: 'online',
        location: null,
        coordinates: null,
        duration: 'At your own pace',
        skillsGained: ['Spotting wiring hazards', 'Using MCBs and RCCBs', 'Safe use of extension boards'],
        price: 800,
      },
    ],
  },
  {
    key: 'anjali',
    email: 'anjali.rai@sipalu.demo',
    fullName: 'Anjali Rai',
    headline: 'Rooftop and kitchen gardens, lawns and landscaping',
    bio: 'I studied horticulture and have designed more than 200 rooftop and home gardens in the valley. I grow organic vegetables on my own roof in Sanepa and love teaching families to do the same.',
    skills: ['Rooftop Gardening', 'Organic Composting', 'Lawn Care', 'Landscape Design', 'Drip Irrigation'],
    category: 'Landscaping & Gardening',
    serviceArea: 'Sanepa, Lalitpur',
    yearsExperience: 8,
    hourlyRate: 700,
    isVerified: true,
    joinedDaysAgo: 280,
    services: [
      {
        title: 'Rooftop Kitchen Garden Setup',
        titleNe: 'छतमा करेसाबारी स्थापना',
        description:
          'A ready-to-grow rooftop garden: ten large pots or grow bags, compost-rich soil, seasonal seeds and seedlings, and a simple drip kit. Includes a follow-up visit after a month.',
        descriptionNe:
          'तुरुन्तै उब्जाउन मिल्ने छत बगैंचा: दसवटा ठूला गमला वा ग्रो-ब्याग, कम्पोस्टयुक्त माटो, मौसमी बीउ र बिरुवा तथा सरल थोपा सिँचाइ किट। एक महिनापछि फलो-अप भ्रमण समावेश।',
        format: 'in-person',
        location: 'Sanepa, Lalitpur',
        coordinates: { lat: 27.6847, lng: 85.3069 },
        duration: '1 day',
        skillsGained: ['Container gardening', 'Organic compost', 'Seasonal planting'],
        price: 12000,
      },
      {
        title: 'Organic Terrace Gardening (Online Course)',
        titleNe: 'अर्गानिक छत खेती (अनलाइन पाठ्यक्रम)',
        description:
          'Five live evening sessions: making compost from kitchen waste, choosing containers, a crop calendar for the valley and natural pest control.',
        descriptionNe:
          'पाँचवटा बेलुकी प्रत्यक्ष सत्र: भान्साको फोहोरबाट कम्पोस्ट बनाउने, भाँडा छनोट, उपत्यकाका लागि बाली पात्रो र प्राकृतिक कीरा नियन्त्रण।',
        format: 'online',
        location: null,
        coordinates: null,
        duration: '5 live sessions',
        skillsGained: ['Composting at home', 'Pest control without chemicals', 'Seasonal crop calendar'],
        price: 2500,
      },
      {
        title: 'Lawn & Garden Maintenance',
        titleNe: 'घाँसे मैदान तथा बगैंचा सम्भार',
        description: 'Two visits a month to mow, prune, weed and feed your garden so it looks its best all year.',
        descriptionNe: 'बगैंचालाई वर्षभरि सुन्दर राख्न महिनामा दुई पटक घाँस काट्ने, छाँटकाँट गर्ने, झार उखेल्ने र मल दिने।',
        format: 'in-person',
        location: 'Budhanilkantha, Kathmandu',
        coordinates: { lat: 27.7763, lng: 85.3621 },
        duration: 'Monthly (2 visits)',
        skillsGained: ['Lawn mowing', 'Pruning', 'Fertilising'],
        price: 5000,
      },
    ],
  },
  {
    key: 'hari',
    email: 'hari.magar@sipalu.demo',
    fullName: 'Hari Bahadur Magar',
    headline: 'Custom furniture, repairs and traditional woodcarving',
    bio: "I learned carpentry and woodcarving in Bhaktapur's workshops as a teenager. Today I make sal and sisau furniture to order, repair old pieces and restore carved windows for heritage homes.",
    skills: ['Furniture Making', 'Woodcarving', 'Door & Window Frames', 'Furniture Repair', 'Wood Polishing'],
    category: 'Carpentry',
    serviceArea: 'Bhaktapur',
    yearsExperience: 22,
    hourlyRate: 1000,
    isVerified: true,
    joinedDaysAgo: 230,
    services: [
      {
        title: 'Custom Furniture & Repairs',
        titleNe: 'अर्डर अनुसार फर्निचर तथा मर्मत',
        description:
          'Beds, wardrobes, dining sets and shelves in sal, sisau or pine, made to your measurements, plus repairs and re-polishing of old furniture. The price is for the visit and estimate.',
        descriptionNe:
          'तपाईंको नाप अनुसार साल, सिसौ वा सल्लाको खाट, दराज, डाइनिङ सेट र सेल्फ, साथै पुराना फर्निचरको मर्मत र पुनः पोलिस। मूल्य भ्रमण र अनुमानको हो।',
        format: 'in-person',
        location: 'Suryabinayak, Bhaktapur',
        coordinates: { lat: 27.671, lng: 85.4298 },
        duration: 'Visit and estimate; work time depends on the piece',
        skillsGained: ['Measuring and design', 'Joinery', 'Polishing'],
        price: 1200,
      },
      {
        title: 'Traditional Newari Woodcarving Workshop',
        titleNe: 'परम्परागत नेवारी काष्ठकला कार्यशाला',
        description:
          'Learn the basics of Newari woodcarving over four weekends: two online sessions on motifs and tools, then hands-on carving in my workshop near Bhaktapur Durbar Square.',
        descriptionNe:
          'चार सप्ताहान्तमा नेवारी काष्ठकलाका आधारभूत कुरा सिक्नुहोस्: बुट्टा र औजारबारे दुई अनलाइन सत्र, त्यसपछि भक्तपुर दरबार क्षेत्र नजिकैको मेरो कार्यशालामा प्रयोगात्मक कुँदाइ।',
        format: 'hybrid',
        location: 'Bhaktapur Durbar Square',
        coordinates: { lat: 27.6722, lng: 85.4279 },
        duration: '4 weekends',
        skillsGained: ['Chisel techniques', 'Traditional motifs', 'Wood selection'],
        price: 9500,
      },
    ],
  },
  {
    key: 'krishna',
    email: 'krishna.shrestha@sipalu.demo',
    fullName: 'Krishna Shrestha',
    headline: 'Interior and exterior house painting, waterproofing',
    bio: 'My team paints homes, schools and shops across Biratnagar and Itahari. We protect your furniture and floors, use branded paints and finish on the agreed day.',
    skills: ['Interior Painting', 'Exterior Painting', 'Waterproofing', 'Putty & Primer', 'Texture Finishes'],
    category: 'Painting',
    serviceArea: 'Biratnagar, Morang',
    yearsExperience: 12,
    hourlyRate: 650,
    isVerified: true,
    joinedDaysAgo: 190,
    services: [
      {
        title: 'Interior & Exterior House Painting',
        titleNe: 'घरभित्र र बाहिर रङरोगन',
        description:
          'Wall repair, putty, primer and two coats of paint, with furniture covered and the house cleaned afterwards. The price is labour for one standard room; paint is charged at cost.',
        descriptionNe:
          'भित्ताको मर्मत, पुट्टी, प्राइमर र दुई कोट रङ, फर्निचर छोपेर र काम सकिएपछि घर सफा गरेर। मूल्य एउटा सामान्य कोठाको ज्याला हो; रङ लागत मूल्यमा।',
        format: 'in-person',
        location: 'Biratnagar, Morang',
        coordinates: { lat: 26.4525, lng: 87.2718 },
        duration: '1 day per room',
        skillsGained: ['Surface preparation', 'Putty and primer', 'Clean finishing'],
        price: 2500,
      },
      {
        title: 'Roof & Wall Waterproofing',
        titleNe: 'छत तथा भित्ता वाटरप्रुफिङ',
        description:
          'Stop monsoon leaks before they start: crack filling and waterproof coating for roofs, terraces and walls, with a one-year guarantee.',
        descriptionNe:
          'मनसुनको चुहावट सुरु हुनुअघि नै रोक्नुहोस्: छत, टेरेस र भित्ताको चिरा भर्ने र वाटरप्रुफ कोटिङ, एक वर्षको ग्यारेन्टीसहित।',
        format: 'in-person',
        location: 'Itahari, Sunsari',
        coordinates: { lat: 26.663, lng: 87.274 },
        duration: '1–2 days',
        skillsGained: ['Crack filling', 'Waterproof coating', 'Leak diagnosis'],
        price: 6000,
      },
    ],
  },
  {
    key: 'sunil',
    email: 'sunil.chaudhary@sipalu.demo',
    fullName: 'Sunil Chaudhary',
    headline: 'Fridge, washing machine, AC and TV repair',
    bio: 'Former service technician for a major electronics brand, now running my own repair shop at Traffic Chowk, Butwal. Most repairs are done the same day at your home.',
    skills: ['Refrigerator Repair', 'Washing Machine Repair', 'AC Servicing', 'LED TV Repair', 'Gas Refilling'],
    category: 'Appliance Repair',
    serviceArea: 'Butwal, Rupandehi',
    yearsExperience: 9,
    hourlyRate: 750,
    isVerified: true,
    joinedDaysAgo: 210,
    services: [
      {
        title: 'Home Appliance Repair',
        titleNe: 'घरायसी उपकरण मर्मत',
        description:
          'Refrigerators, washing machines, microwaves and LED TVs repaired at your home. The price is the visit charge; parts and gas refilling are quoted before work starts.',
        descriptionNe:
          'फ्रिज, वासिङ मेसिन, माइक्रोवेभ र LED टिभी घरमै मर्मत। मूल्य भ्रमण शुल्क हो; पार्ट्स र ग्यास रिफिलिङको मूल्य काम सुरु गर्नुअघि भनिन्छ।',
        format: 'in-person',
        location: 'Traffic Chowk, Butwal',
        coordinates: { lat: 27.7006, lng: 83.4484 },
        duration: '1–2 hours',
        skillsGained: ['Fault diagnosis', 'Compressor and motor repair', 'Gas refilling'],
        price: 800,
      },
      {
        title: 'AC Installation & Servicing',
        titleNe: 'एसी जडान तथा सर्भिसिङ',
        description:
          'Split AC installation, pre-summer servicing and gas top-up. Terai summers are hard on air conditioners, and regular servicing cuts your electricity bill.',
        descriptionNe:
          'स्प्लिट एसी जडान, गर्मीअघिको सर्भिसिङ र ग्यास थप। तराईको गर्मीले एसीलाई धेरै असर गर्छ, नियमित सर्भिसिङले बिजुलीको बिल घटाउँछ।',
        format: 'in-person',
        location: 'Butwal & Bhairahawa',
        coordinates: { lat: 27.6868, lng: 83.4323 },
        duration: '2–3 hours',
        skillsGained: ['Split AC installation', 'Cleaning and servicing', 'Gas leak testing'],
        price: 2500,
      },
      {
        title: 'Online Appliance Troubleshooting Call',
        titleNe: 'अनलाइन उपकरण समस्या समाधान कल',
        description:
          'Show me the problem on a video call and I will tell you whether it is a simple fix you can do yourself, a repair, or time to replace the appliance.',
        descriptionNe:
          'भिडियो कलमा समस्या देखाउनुहोस्, त्यो तपाईं आफैं गर्न सक्ने सानो समाधान हो, मर्मत चाहिन्छ वा उपकरण फेर्ने बेला भयो भनेर म बताउँछु।',
        format: 'online',
        location: null,
        coordinates: null,
        duration: '30-minute video call',
        skillsGained: ['Basic troubleshooting', 'Knowing when to repair or replace'],
        price: 300,
      },
    ],
  },
  {
    key: 'maya',
    email: 'maya.lama@sipalu.demo',
    fullName: 'Maya Lama',
    headline: 'Small repairs, fittings and installations around the house',
    bio: 'One call for all the small jobs around the house: shelves, curtain rods, door locks, leaking taps, new lights and flat-pack furniture. A women-led service trusted by elderly clients and women living alone.',
    skills: ['Furniture Assembly', 'Curtain & Shelf Fitting', 'Minor Plumbing', 'Minor Electrical', 'Door Lock Repair'],
    category: 'General Handyman',
    serviceArea: 'Boudha, Kathmandu',
    yearsExperience: 7,
    hourlyRate: 600,
    // joined recently; documents still under review
    isVerified: false,
    joinedDaysAgo: 20,
    services: [
      {
        title: 'Home Repairs & Fittings (per visit)',
        titleNe: 'घरायसी मर्मत तथा फिटिङ (प्रति भ्रमण)',
        description:
          'Make a list of small jobs and I will finish them in one visit: shelves, curtain rods, mirrors, locks, hinges, taps and bulbs.',
        descriptionNe: 'साना कामको सूची बनाउनुहोस्, म एकै भ्रमणमा सक्छु: सेल्फ, पर्दाको रड, ऐना, ताल्चा, कब्जा, धारा र बल्ब।',
        format: 'in-person',
        location: 'Boudha, Kathmandu',
        coordinates: { lat: 27.7215, lng: 85.362 },
        duration: 'Up to 2 hours',
        skillsGained: ['Drilling and fixing', 'Furniture assembly', 'Lock repair'],
        price: 1000,
      },
    ],
  },
  {
    key: 'dipak',
    email: 'dipak.poudel@sipalu.demo',
    fullName: 'Dipak Poudel',
    headline: 'Solar water heater and plumbing specialist in Pokhara',
    bio: 'CTEVT Level 1 plumber from Syangja, working in Pokhara since 2019. I specialise in solar water heaters, which almost every house in Pokhara has, and in fixing the leaks they cause.',
    skills: ['Solar Water Heaters', 'Pipe Fitting', 'Geyser Installation', 'Leak Repair'],
    category: 'Plumbing',
    serviceArea: 'Pokhara, Kaski',
    yearsExperience: 5,
    hourlyRate: 700,
    isVerified: true,
    joinedDaysAgo: 150,
    services: [
      {
        title: 'Solar Water Heater Installation & Repair',
        titleNe: 'सोलार वाटर हिटर जडान तथा मर्मत',
        description:
          'New installations, tube replacement, descaling and leaking valves on rooftop solar water heaters of all brands.',
        descriptionNe: 'सबै ब्रान्डका छतमा राखिने सोलार वाटर हिटरको नयाँ जडान, ट्युब फेर्ने, खिया सफा गर्ने र चुहिने भल्भ मर्मत।',
        format: 'in-person',
        location: 'Chipledhunga, Pokhara',
        coordinates: { lat: 28.2096, lng: 83.9856 },
        duration: '2–4 hours',
        skillsGained: ['Solar heater installation', 'Descaling', 'Valve replacement'],
        price: 2000,
      },
      {
        title: 'Kitchen & Bathroom Plumbing',
        titleNe: 'भान्सा तथा बाथरूम प्लम्बिङ',
        description:
          'Sinks, taps, showers, commodes and drains for homes, guesthouses and restaurants around Lakeside and Damside.',
        descriptionNe: 'लेकसाइड र डामसाइड वरपरका घर, गेस्टहाउस र रेस्टुरेन्टका लागि सिंक, धारा, सावर, कमोड र ढल।',
        format: 'in-person',
        location: 'Lakeside, Pokhara',
        coordinates: { lat: 28.2084, lng: 83.9594 },
        duration: '1–3 hours',
        skillsGained: ['Sink and tap fitting', 'Drain cleaning', 'Shower installation'],
        price: 1200,
      },
    ],
  },
  {
    key: 'gita',
    email: 'gita.bhandari@sipalu.demo',
    fullName: 'Gita Bhandari',
    headline: 'Home and office cleaning in Bharatpur',
    bio: 'I run a small cleaning service with my sister in Bharatpur: regular weekly cleaning for homes and offices, and one-time cleaning before festivals and weddings.',
    skills: ['House Cleaning', 'Office Cleaning', 'Kitchen Cleaning', 'Laundry & Ironing'],
    category: 'Home Cleaning',
    serviceArea: 'Bharatpur, Chitwan',
    yearsExperience: 4,
    hourlyRate: 450,
    isVerified: false,
    joinedDaysAgo: 12,
    services: [
      {
        title: 'Weekly Home & Office Cleaning',
        titleNe: 'साप्ताहिक घर तथा कार्यालय सरसफाइ',
        description:
          'Four hours of thorough cleaning every week: dusting, mopping, bathrooms and kitchen. Deep cleaning before festivals and weddings on request.',
        descriptionNe:
          'हरेक हप्ता चार घण्टा राम्रो सरसफाइ: धुलो पुछ्ने, पोछा लगाउने, बाथरूम र भान्सा। चाडपर्व र विवाहअघिको गहिरो सरसफाइ अनुरोधमा।',
        format: 'in-person',
        location: 'Bharatpur, Chitwan',
        coordinates: { lat: 27.6766, lng: 84.4386 },
        duration: '4 hours per visit',
        skillsGained: ['Dusting and mopping', 'Bathroom cleaning', 'Kitchen cleaning'],
        price: 1800,
      },
    ],
  },
  {
    key: 'rajendra',
    email: 'rajendra.yadav@sipalu.demo',
    fullName: 'Rajendra Yadav',
    headline: 'Licensed electrician: inverters, solar and three-phase work',
    bio: 'Licensed electrician for homes, hotels and small workshops around Pokhara and Lekhnath for 15 years, after six years on construction sites in Malaysia. I handle everything from a new inverter to three-phase motor connections.',
    skills: ['Inverter Installation', 'Three-phase Wiring', 'Motor Rewinding', 'Solar Systems', 'Panel Boards'],
    category: 'Electrical Work',
    serviceArea: 'Pokhara, Kaski',
    yearsExperience: 15,
    hourlyRate: 900,
    isVerified: true,
    joinedDaysAgo: 175,
    services: [
      {
        title: 'Inverter & Battery Backup Installation',
        titleNe: 'इन्भर्टर तथा ब्याट्री ब्याकअप जडान',
        description:
          'Keep lights and fans running during power cuts: inverter sizing, battery installation and changeover wiring for homes and shops.',
        descriptionNe:
          'बिजुली जाँदा पनि बत्ती र पंखा चलिरहून्: घर र पसलका लागि इन्भर्टरको क्षमता निर्धारण, ब्याट्री जडान र चेन्जओभर वायरिङ।',
        format: 'in-person',
        location: 'Lakeside, Pokhara',
        coordinates: { lat: 28.2096, lng: 83.9586 },
        duration: '3–4 hours',
        skillsGained: ['Inverter sizing', 'Battery connection', 'Changeover switch wiring'],
        price: 2500,
      },
      {
        title: 'Three-Phase Motor & Workshop Electrical Work',
        titleNe: 'थ्री-फेज मोटर तथा वर्कशप विद्युत कार्य',
        description:
          'Motor starters, three-phase connections and preventive maintenance for hotels, mills and workshops, with remote support by phone and video after the visit.',
        descriptionNe:
          'होटल, मिल र वर्कशपका लागि मोटर स्टार्टर, थ्री-फेज जडान र निवारक मर्मत, भ्रमणपछि फोन र भिडियोमार्फत टाढैबाट सहयोगसहित।',
        format: 'hybrid',
        location: 'Industrial Area, Pokhara',
        coordinates: { lat: 28.2206, lng: 83.9996 },
        duration: 'Site visit + remote support',
        skillsGained: ['Three-phase connections', 'Motor starters', 'Preventive maintenance'],
        price: 3500,
      },
    ],
  },
  {
    key: 'prakash',
    email: 'prakash.karki@sipalu.demo',
    fullName: 'Prakash Karki',
    headline: 'Furniture assembly, fittings and home maintenance',
    bio: 'Former hotel maintenance supervisor. I now keep apartments and houses in Lalitpur in shape: TV mounting, flat-pack furniture, door fixes and seasonal maintenance checks.',
    skills: ['Furniture Assembly', 'Wall Mounting', 'Minor Carpentry', 'Minor Plumbing', 'Home Maintenance'],
    category: 'General Handyman',
    serviceArea: 'Kupondole, Lalitpur',
    yearsExperience: 10,
    hourlyRate: 700,
    isVerified: true,
    joinedDaysAgo: 95,
    services: [
      {
        title: 'Furniture Assembly & Wall Mounting',
        titleNe: 'फर्निचर जोड्ने तथा भित्तामा जडान',
        description:
          'Flat-pack wardrobes, beds and desks assembled, and TVs, shelves and mirrors mounted safely on brick or concrete walls.',
        descriptionNe: 'फ्ल्याट-प्याक दराज, खाट र डेस्क जोड्ने तथा इँटा वा कंक्रिटको भित्तामा टिभी, सेल्फ र ऐना सुरक्षित रूपमा जडान।',
        format: 'in-person',
        location: 'Kupondole, Lalitpur',
        coordinates: { lat: 27.6862, lng: 85.317 },
        duration: '1–3 hours',
        skillsGained: ['Flat-pack assembly', 'TV wall mounting', 'Drilling brick and concrete'],
        price: 1200,
      },
      {
        title: 'DIY Home Maintenance Mentorship (Online)',
        titleNe: 'आफैं गर्ने घर सम्भार प्रशिक्षण (अनलाइन)',
        description:
          'Three one-to-one video calls to learn the tools and small repairs every home needs, with a seasonal maintenance checklist for the monsoon and winter.',
        descriptionNe:
          'हरेक घरलाई चाहिने औजार र साना मर्मत सिक्न तीनवटा व्यक्तिगत भिडियो कल, मनसुन र जाडोका लागि मौसमी सम्भार चेकलिस्टसहित।',
        format: 'online',
        location: null,
        coordinates: null,
        duration: '3 video calls',
        skillsGained: ['Basic tool use', 'Seasonal maintenance checklist', 'Safe DIY repairs'],
        price: 1500,
      },
    ],
  },
];

/**
 * Verified reviews: each reviewer asked for a quote about the service first (the seed records that
 * enquiry too), as the app requires. `service` is the index in the professional's `services`.
 */
export interface ReviewSeed {
  professional: string;
  service: number;
  student: string;
  rating: number;
  comment: string;
  daysAgo: number;
  reply?: string;
}

export const REVIEWS: ReviewSeed[] = [
  {
    professional: 'ramesh',
    service: 0,
    student: 'pooja',
    rating: 5,
    daysAgo: 40,
    comment:
      'Found the leak behind the bathroom wall in ten minutes and fixed it without breaking more tiles than needed. Fair price, explained everything.',
    reply: 'Thank you Pooja ji! Call me any time.',
  },
  {
    professional: 'ramesh',
    service: 1,
    student: 'rohit',
    rating: 5,
    daysAgo: 21,
    comment:
      'Installed a pressure pump for our third floor. Water finally reaches the top tap. Clean work and he came on the agreed day.',
  },
  {
    professional: 'ramesh',
    service: 2,
    student: 'nabin',
    rating: 4,
    daysAgo: 9,
    comment: 'Short and practical. I changed my own tap washer the same evening.',
  },
  {
    professional: 'sita',
    service: 0,
    student: 'manisha',
    rating: 5,
    daysAgo: 33,
    comment:
      'Our flat in Lakeside was spotless after the deep clean, even the kitchen chimney. Her team was polite and quick.',
  },
  {
    professional: 'sita',
    service: 1,
    student: 'anisha',
    rating: 4,
    daysAgo: 12,
    comment:
      'Trained two of our homestay staff in a day. Good checklist for rooms and bathrooms; guests have noticed the difference.',
  },
  {
    professional: 'bikash',
    service: 0,
    student: 'sujan',
    rating: 5,
    daysAgo: 50,
    comment:
      'Rewired two rooms and replaced the old fuse box with an MCB board. Very careful about safety and labelled every circuit.',
    reply: 'Thank you Sujan! Remember to test the RCCB button once a month.',
  },
  {
    professional: 'bikash',
    service: 1,
    student: 'kiran',
    rating: 4,
    daysAgo: 18,
    comment: 'Solar backup works well during load shedding. Took a little longer than planned but the finish is neat.',
  },
  {
    professional: 'bikash',
    service: 2,
    student: 'aarati',
    rating: 5,
    daysAgo: 6,
    comment: 'Clear lessons on earthing and MCBs. Now I understand what the electrician is doing at home.',
  },
  {
    professional: 'anjali',
    service: 0,
    student: 'srijana',
    rating: 5,
    daysAgo: 44,
    comment:
      'Our rooftop now grows spinach, tomatoes and chillies. Anjali chose the right containers for our small terrace.',
  },
  {
    professional: 'anjali',
    service: 1,
    student: 'pooja',
    rating: 5,
    daysAgo: 15,
    comment: 'The compost lesson alone was worth it. Friendly teacher who answers questions after the course too.',
  },
  {
    professional: 'anjali',
    service: 2,
    student: 'dipesh',
    rating: 4,
    daysAgo: 4,
    comment: 'Monthly visits keep the lawn healthy. Would like a bit more notice before each visit.',
  },
  {
    professional: 'hari',
    service: 0,
    student: 'rohit',
    rating: 5,
    daysAgo: 60,
    comment: 'Made a sal wood bed and wardrobe exactly to our measurements. Strong, beautiful joinery.',
  },
  {
    professional: 'hari',
    service: 1,
    student: 'anisha',
    rating: 5,
    daysAgo: 25,
    comment: 'The woodcarving workshop in Bhaktapur was a wonderful day. Hari dai is a patient teacher.',
  },
  {
    professional: 'krishna',
    service: 0,
    student: 'kiran',
    rating: 4,
    daysAgo: 35,
    comment: 'Painted our whole house in four days, covered the furniture well. Colours match the samples.',
  },
  {
    professional: 'krishna',
    service: 1,
    student: 'nabin',
    rating: 5,
    daysAgo: 10,
    comment: 'No more damp on the north wall after the waterproofing, even through the monsoon.',
  },
  {
    professional: 'sunil',
    service: 0,
    student: 'dipesh',
    rating: 5,
    daysAgo: 28,
    comment:
      'Fixed our fridge compressor relay the same day. Honest: he told us the washing machine was not worth repairing.',
  },
  {
    professional: 'sunil',
    service: 1,
    student: 'srijana',
    rating: 4,
    daysAgo: 14,
    comment: 'AC installed neatly with the outdoor unit well supported. Explained how to clean the filters.',
  },
  {
    professional: 'sunil',
    service: 2,
    student: 'sujan',
    rating: 3,
    daysAgo: 3,
    comment: 'The call helped me find the problem with our rice cooker, but it started twenty minutes late.',
  },
  {
    professional: 'maya',
    service: 0,
    student: 'manisha',
    rating: 4,
    daysAgo: 20,
    comment: 'Fixed a sticking door, hung curtains and changed two lights in one visit. Good value.',
  },
  {
    professional: 'dipak',
    service: 0,
    student: 'aarati',
    rating: 5,
    daysAgo: 30,
    comment: 'Our solar water heater works again after years. He replaced the valve and cleaned the tank.',
  },
  {
    professional: 'dipak',
    service: 1,
    student: 'kiran',
    rating: 4,
    daysAgo: 8,
    comment: 'New kitchen sink and pipes fitted well. Came back the next day to check for leaks.',
  },
  {
    professional: 'gita',
    service: 0,
    student: 'rohit',
    rating: 4,
    daysAgo: 16,
    comment: 'Weekly cleaning of our office is reliable. Sometimes a little late in the morning.',
  },
  {
    professional: 'rajendra',
    service: 0,
    student: 'manisha',
    rating: 5,
    daysAgo: 22,
    comment: 'Inverter and batteries installed in our guesthouse in Lakeside. Lights stay on in every power cut now.',
    reply: 'Dhanyabad! Check the battery water every two months.',
  },
  {
    professional: 'rajendra',
    service: 1,
    student: 'dipesh',
    rating: 5,
    daysAgo: 11,
    comment:
      'Sorted out the three-phase motor in our workshop and helped over video when it tripped again. Very knowledgeable.',
  },
  {
    professional: 'prakash',
    service: 0,
    student: 'pooja',
    rating: 5,
    daysAgo: 19,
    comment: 'Assembled a wardrobe and mounted the TV on a brick wall in under two hours. Tidy and careful.',
  },
  {
    professional: 'prakash',
    service: 1,
    student: 'aarati',
    rating: 4,
    daysAgo: 5,
    comment: 'Useful calls; the monsoon checklist saved us from a blocked gutter.',
  },
];
