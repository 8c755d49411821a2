import type { ApplicationStatus, PROGRAM_ENROLLMENT_STATUSES } from '#contract/lists.ts';

// What people have done on the platform: applications, enrolments, skills and conversations.
// Everything refers to the other seed files by key.

export interface ApplicationSeed {
  job: string;
  student: string;
  status: ApplicationStatus;
  appliedDaysAgo: number;
  coverLetter: string;
}

export interface CourseEnrollmentSeed {
  student: string;
  course: string;
  /** The first N modules are done; progress is derived from it. */
  modulesDone: number;
  enrolledDaysAgo: number;
  lastAccessedHoursAgo: number;
}

export interface ProgramEnrollmentSeed {
  student: string;
  program: string;
  status: (typeof PROGRAM_ENROLLMENT_STATUSES)[number];
  enrolledDaysAgo: number;
}

export interface SkillSeed {
  student: string;
  skillName: string;
  /** 1 to 5 */
  level: number;
}

export interface MessageSeed {
  from: 'student' | 'professional';
  text: string;
  minutesAgo: number;
  /** Messages are read by the other person unless marked unread. */
  unread?: boolean;
}

export interface ConversationSeed {
  student: string;
  professional: string;
  messages: MessageSeed[];
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const APPLICATIONS: ApplicationSeed[] = [
  // to the demo company: one of every status, so its dashboard and success rate have data
  {
    job: 'junior-react-developer',
    student: 'sujan',
    status: 'interview',
    appliedDaysAgo: 7,
    coverLetter:
      'I am in the final semester of BSc CSIT and have built two React projects: a bus ticket booking app for Sajha Yatayat routes and a library system for my college. I would love to grow as a developer in your product team.',
  },
  {
    job: 'web-development-intern',
    student: 'aarati',
    status: 'shortlisted',
    appliedDaysAgo: 14,
    coverLetter:
      'After finishing +2 Science I have been learning full-stack JavaScript on Sipalu and have built a portfolio website and a small expense tracker in React. I am a quick learner and would be grateful for the chance to learn from your team.',
  },
  {
    job: 'web-development-intern',
    student: 'sujan',
    status: 'reviewed',
    appliedDaysAgo: 15,
    coverLetter:
      'I am looking for an internship for my final-semester project period. I know React, Node.js and PostgreSQL and contribute to open-source projects in my free time.',
  },
  {
    job: 'senior-full-stack-developer',
    student: 'rohit',
    status: 'rejected',
    appliedDaysAgo: 5,
    coverLetter:
      'I hold a Diploma in Computer Engineering and have two years of experience maintaining servers and networks for a cooperative in Janakpur. I am keen to move into development.',
  },
  {
    job: 'social-media-executive',
    student: 'pooja',
    status: 'pending',
    appliedDaysAgo: 1,
    coverLetter:
      "As a BBA marketing graduate I managed the Facebook and Instagram pages of my family's bakery in Lalitpur and grew them from 800 to 6,000 followers in a year. I write well in both Nepali and English.",
  },
  {
    job: 'social-media-executive',
    student: 'aarati',
    status: 'pending',
    appliedDaysAgo: 0,
    coverLetter:
      'I completed the Social Media Marketing course on Sipalu and design posts in Canva every week for a local youth club. I would be happy to bring this energy to your clients.',
  },
  {
    job: 'content-writer',
    student: 'pooja',
    status: 'reviewed',
    appliedDaysAgo: 20,
    coverLetter:
      'I write a blog about small businesses in the valley and have freelanced product descriptions for two online shops. Samples in Nepali and English are attached to my profile.',
  },
  {
    job: 'graphic-designer',
    student: 'srijana',
    status: 'hired',
    appliedDaysAgo: 60,
    coverLetter:
      'I am a fine arts student from Dharan with two years of freelance design work for schools and restaurants. My portfolio includes logos, menus and a festival campaign for a Dharan brewery.',
  },
  // to other companies
  {
    job: 'front-office-executive',
    student: 'nabin',
    status: 'pending',
    appliedDaysAgo: 3,
    coverLetter:
      'I recently finished a Diploma in Hotel Management and did my internship at the front desk of a Lakeside hotel. I speak English and Hindi and enjoy helping guests.',
  },
  {
    job: 'commis-chef',
    student: 'manisha',
    status: 'reviewed',
    appliedDaysAgo: 5,
    coverLetter:
      "I am completing the Professional Cook course and have cooked at my aunt's restaurant in Baglung for two years. I am hardworking and ready for shifts.",
  },
  {
    job: 'jta-agriculture',
    student: 'dipesh',
    status: 'shortlisted',
    appliedDaysAgo: 4,
    coverLetter:
      'I grew up on a farm in Rupandehi and studied agriculture in +2. I am now doing the tunnel farming course and know many farmers in the district.',
  },
];

export const COURSE_ENROLLMENTS: CourseEnrollmentSeed[] = [
  { student: 'aarati', course: 'full-stack-javascript', modulesDone: 5, enrolledDaysAgo: 80, lastAccessedHoursAgo: 2 },
  { student: 'aarati', course: 'ui-ux-figma', modulesDone: 2, enrolledDaysAgo: 40, lastAccessedHoursAgo: 3 * 24 },
  {
    student: 'aarati',
    course: 'social-media-marketing',
    modulesDone: 6,
    enrolledDaysAgo: 75,
    lastAccessedHoursAgo: 14 * 24,
  },
  { student: 'aarati', course: 'seo-fundamentals', modulesDone: 0, enrolledDaysAgo: 2, lastAccessedHoursAgo: 2 * 24 },
  { student: 'sujan', course: 'react-frontend', modulesDone: 4, enrolledDaysAgo: 100, lastAccessedHoursAgo: 20 },
  {
    student: 'sujan',
    course: 'full-stack-javascript',
    modulesDone: 8,
    enrolledDaysAgo: 140,
    lastAccessedHoursAgo: 30 * 24,
  },
  { student: 'pooja', course: 'seo-fundamentals', modulesDone: 3, enrolledDaysAgo: 30, lastAccessedHoursAgo: 26 },
  { student: 'pooja', course: 'content-writing', modulesDone: 6, enrolledDaysAgo: 60, lastAccessedHoursAgo: 12 * 24 },
  {
    student: 'nabin',
    course: 'front-office-housekeeping',
    modulesDone: 2,
    enrolledDaysAgo: 40,
    lastAccessedHoursAgo: 5 * 24,
  },
  { student: 'srijana', course: 'graphic-design', modulesDone: 6, enrolledDaysAgo: 110, lastAccessedHoursAgo: 40 * 24 },
  { student: 'srijana', course: 'ui-ux-figma', modulesDone: 3, enrolledDaysAgo: 50, lastAccessedHoursAgo: 4 * 24 },
  {
    student: 'rohit',
    course: 'computer-hardware-networking',
    modulesDone: 7,
    enrolledDaysAgo: 95,
    lastAccessedHoursAgo: 20 * 24,
  },
  { student: 'rohit', course: 'ccna-networking', modulesDone: 4, enrolledDaysAgo: 45, lastAccessedHoursAgo: 10 },
  {
    student: 'dipesh',
    course: 'tunnel-vegetable-farming',
    modulesDone: 3,
    enrolledDaysAgo: 35,
    lastAccessedHoursAgo: 2 * 24,
  },
  {
    student: 'dipesh',
    course: 'mushroom-cultivation',
    modulesDone: 7,
    enrolledDaysAgo: 55,
    lastAccessedHoursAgo: 18 * 24,
  },
  { student: 'manisha', course: 'professional-cook', modulesDone: 5, enrolledDaysAgo: 45, lastAccessedHoursAgo: 6 },
  { student: 'manisha', course: 'trekking-guide', modulesDone: 1, enrolledDaysAgo: 10, lastAccessedHoursAgo: 7 * 24 },
  { student: 'kiran', course: 'computer-operator', modulesDone: 2, enrolledDaysAgo: 25, lastAccessedHoursAgo: 3 * 24 },
  // courses with a provider (decision 058): finished ones wait for the provider to confirm them
  { student: 'kiran', course: 'house-wiring', modulesDone: 7, enrolledDaysAgo: 70, lastAccessedHoursAgo: 4 * 24 },
  {
    student: 'anisha',
    course: 'solar-pv-installation',
    modulesDone: 6,
    enrolledDaysAgo: 60,
    lastAccessedHoursAgo: 5 * 24,
  },
  { student: 'nabin', course: 'plumber-level-1', modulesDone: 7, enrolledDaysAgo: 80, lastAccessedHoursAgo: 6 * 24 },
  { student: 'rohit', course: 'arc-welding', modulesDone: 3, enrolledDaysAgo: 20, lastAccessedHoursAgo: 30 },
];

export const PROGRAM_ENROLLMENTS: ProgramEnrollmentSeed[] = [
  { student: 'aarati', program: 'digital-marketing-professional', status: 'active', enrolledDaysAgo: 10 },
  { student: 'pooja', program: 'digital-marketing-professional', status: 'active', enrolledDaysAgo: 12 },
  { student: 'kiran', program: 'diploma-computer', status: 'active', enrolledDaysAgo: 8 },
  { student: 'anisha', program: 'diploma-computer', status: 'active', enrolledDaysAgo: 5 },
  { student: 'rohit', program: 'network-technician', status: 'active', enrolledDaysAgo: 15 },
  { student: 'sujan', program: 'network-technician', status: 'withdrawn', enrolledDaysAgo: 20 },
  { student: 'manisha', program: 'professional-chef', status: 'active', enrolledDaysAgo: 9 },
  { student: 'nabin', program: 'trekking-guide-online', status: 'active', enrolledDaysAgo: 6 },
  { student: 'dipesh', program: 'mushroom-farming', status: 'active', enrolledDaysAgo: 4 },
  // the demo learner finished a workshop: the institution marked her completed, and she holds its credential
  { student: 'aarati', program: 'earthquake-workshop', status: 'completed', enrolledDaysAgo: 45 },
];

export const STUDENT_SKILLS: SkillSeed[] = [
  { student: 'aarati', skillName: 'HTML & CSS', level: 4 },
  { student: 'aarati', skillName: 'JavaScript', level: 3 },
  { student: 'aarati', skillName: 'React', level: 2 },
  { student: 'aarati', skillName: 'Figma', level: 2 },
  { student: 'aarati', skillName: 'Social Media Marketing', level: 4 },
  { student: 'aarati', skillName: 'Canva', level: 4 },
  { student: 'aarati', skillName: 'Nepali Unicode Typing', level: 5 },
  { student: 'aarati', skillName: 'Node.js', level: 1 },
  { student: 'sujan', skillName: 'React', level: 4 },
  { student: 'sujan', skillName: 'Node.js', level: 3 },
  { student: 'sujan', skillName: 'PostgreSQL', level: 3 },
  { student: 'sujan', skillName: 'Git', level: 4 },
  { student: 'rohit', skillName: 'Networking', level: 4 },
  { student: 'rohit', skillName: 'Linux', level: 3 },
];

export const CONVERSATIONS: ConversationSeed[] = [
  {
    student: 'aarati',
    professional: 'bikash',
    messages: [
      {
        from: 'student',
        text: 'Namaste Bikash ji! I am interested in your service "Home Solar & Inverter Backup Installation". Could you please give me a quote and more details?',
        minutesAgo: 3 * DAY + 5 * HOUR,
      },
      {
        from: 'professional',
        text: 'Namaste Aarati ji, thank you for reaching out. How big is the house, and which appliances do you want to keep running during power cuts? Lights, Wi-Fi, TV, fridge?',
        minutesAgo: 3 * DAY + 4 * HOUR,
      },
      {
        from: 'student',
        text: 'It is a two-storey house in Suryabinayak, Bhaktapur. Mainly lights, the Wi-Fi router, a TV and my laptop. Sometimes the fridge too.',
        minutesAgo: 3 * DAY + 3 * HOUR,
      },
      {
        from: 'professional',
        text: 'For that load, 1 kW of panels with a 1.5 kVA inverter and one 150 Ah lithium battery is enough. Installation with wiring would be around NPR 1,15,000 including equipment. I can visit on Saturday to check the roof; the visit is free.',
        minutesAgo: 2 * DAY,
      },
      { from: 'student', text: 'Saturday morning works for us. Around 10 am?', minutesAgo: 1 * DAY + 2 * HOUR },
      {
        from: 'professional',
        text: '10 am on Saturday is confirmed. Please send me your exact location here. See you then!',
        minutesAgo: 2 * HOUR,
        unread: true,
      },
    ],
  },
  {
    student: 'aarati',
    professional: 'anjali',
    messages: [
      {
        from: 'student',
        text: 'Namaste Anjali didi! I am interested in your service "Rooftop Kitchen Garden Setup". Could you please give me a quote and more details?',
        minutesAgo: 10 * DAY + 6 * HOUR,
      },
      {
        from: 'professional',
        text: 'Namaste! Happy to help. A ten-pot starter garden with compost, seasonal seeds and a drip kit is NPR 12,000. For a bigger roof I would visit first.',
        minutesAgo: 10 * DAY + 3 * HOUR,
      },
      {
        from: 'student',
        text: 'That sounds great. Can we start after Tihar? My mother wants to grow saag and tomatoes.',
        minutesAgo: 9 * DAY + 20 * HOUR,
      },
      {
        from: 'professional',
        text: 'Of course! I will message you the week after Tihar to fix a date. Spinach and mustard greens grow very well on rooftops in winter.',
        minutesAgo: 9 * DAY + 18 * HOUR,
      },
    ],
  },
];
