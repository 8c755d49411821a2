import type { EDUCATION_LEVELS } from '#contract/lists.ts';
import { demoAccount } from './demo-accounts.ts';

export interface StudentSeed {
  /** Key applications, enrolments and conversations refer to a student by; not stored. */
  key: string;
  email: string;
  fullName: string;
  /** Stored as the profile headline (spec §3). */
  educationBackground: string;
  /** Stored in the profile address (spec §3). */
  educationLevel: (typeof EDUCATION_LEVELS)[number];
  /** Stored as the profile skills (spec §3). */
  interests: string[];
  phone: string;
  joinedDaysAgo: number;
}

export const STUDENTS: StudentSeed[] = [
  {
    key: 'aarati',
    email: demoAccount('student').email,
    fullName: demoAccount('student').fullName,
    educationBackground: '+2 Science graduate from Kathmandu, learning web development',
    educationLevel: 'High School',
    interests: ['Web Development', 'UI/UX Design', 'Digital Marketing'],
    phone: '9841526374',
    joinedDaysAgo: 90,
  },
  {
    key: 'sujan',
    email: 'sujan.karki@sipalu.demo',
    fullName: 'Sujan Karki',
    educationBackground: 'BSc CSIT, final semester',
    educationLevel: "Bachelor's",
    interests: ['React', 'Node.js', 'Open Source'],
    phone: '9851048273',
    joinedDaysAgo: 150,
  },
  {
    key: 'pooja',
    email: 'pooja.adhikari@sipalu.demo',
    fullName: 'Pooja Adhikari',
    educationBackground: 'BBA graduate, marketing major',
    educationLevel: "Bachelor's",
    interests: ['Digital Marketing', 'Content Writing', 'Branding'],
    phone: '9803317425',
    joinedDaysAgo: 70,
  },
  {
    key: 'nabin',
    email: 'nabin.magar@sipalu.demo',
    fullName: 'Nabin Magar',
    educationBackground: 'Diploma in Hotel Management, Pokhara',
    educationLevel: 'Other',
    interests: ['Hospitality', 'Front Office', 'Travel'],
    phone: '9816624190',
    joinedDaysAgo: 45,
  },
  {
    key: 'srijana',
    email: 'srijana.limbu@sipalu.demo',
    fullName: 'Srijana Limbu',
    educationBackground: 'Bachelor of Fine Arts student from Dharan',
    educationLevel: "Bachelor's",
    interests: ['Graphic Design', 'Illustration', 'Video Editing'],
    phone: '9842077315',
    joinedDaysAgo: 120,
  },
  {
    key: 'rohit',
    email: 'rohit.yadav@sipalu.demo',
    fullName: 'Rohit Yadav',
    educationBackground: 'Diploma in Computer Engineering, Janakpur',
    educationLevel: 'Other',
    interests: ['Networking', 'Linux', 'Cybersecurity'],
    phone: '9807712648',
    joinedDaysAgo: 100,
  },
  {
    key: 'dipesh',
    email: 'dipesh.chaudhary@sipalu.demo',
    fullName: 'Dipesh Chaudhary',
    educationBackground: '+2 in Agriculture from Rupandehi',
    educationLevel: 'High School',
    interests: ['Modern Farming', 'Mushroom Cultivation', 'Agribusiness'],
    phone: '9857031846',
    joinedDaysAgo: 60,
  },
  {
    key: 'manisha',
    email: 'manisha.gurung@sipalu.demo',
    fullName: 'Manisha Gurung',
    educationBackground: 'SEE graduate from Kaski, training as a cook',
    educationLevel: 'High School',
    interests: ['Cooking', 'Trekking', 'Hospitality'],
    phone: '9846185527',
    joinedDaysAgo: 50,
  },
  {
    key: 'kiran',
    email: 'kiran.bhattarai@sipalu.demo',
    fullName: 'Kiran Bhattarai',
    educationBackground: 'SEE graduate, planning a computer engineering diploma',
    educationLevel: 'High School',
    interests: ['Computers', 'Programming', 'Robotics'],
    phone: '9823456701',
    joinedDaysAgo: 30,
  },
  {
    key: 'anisha',
    email: 'anisha.khadka@sipalu.demo',
    fullName: 'Anisha Khadka',
    educationBackground: 'SEE graduate, science and mathematics',
    educationLevel: 'High School',
    interests: ['Computer Engineering', 'Electronics', 'Mathematics'],
    phone: '9860234418',
    joinedDaysAgo: 25,
  },
];
