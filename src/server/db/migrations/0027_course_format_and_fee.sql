ALTER TABLE "courses" ADD COLUMN "format" "delivery_format" DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "fee_npr" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the demo catalogue seeded before this migration: each course's real format and fee, by title
UPDATE "courses" SET "format" = v.format, "fee_npr" = v.fee
FROM (VALUES
  ('Social Media Marketing for Small Businesses', 'online'::delivery_format, 4500),
  ('Search Engine Optimization (SEO) Fundamentals', 'online'::delivery_format, 3500),
  ('Content Writing & Copywriting in English and Nepali', 'online'::delivery_format, 0),
  ('Full-Stack Web Development with JavaScript', 'hybrid'::delivery_format, 45000),
  ('WordPress Website Development', 'online'::delivery_format, 8000),
  ('Frontend Development with React', 'online'::delivery_format, 15000),
  ('Graphic Design with Photoshop & Illustrator', 'hybrid'::delivery_format, 18000),
  ('UI/UX Design with Figma', 'online'::delivery_format, 12000),
  ('Computer Hardware & Network Technician', 'in-person'::delivery_format, 22000),
  ('CCNA Networking Exam Preparation', 'hybrid'::delivery_format, 25000),
  ('Computerized Accounting with Tally Prime', 'in-person'::delivery_format, 9000),
  ('Tax, VAT & TDS Filing in Nepal', 'online'::delivery_format, 5000),
  ('Diploma in Civil Engineering', 'in-person'::delivery_format, 350000),
  ('Diploma in Computer Engineering', 'in-person'::delivery_format, 380000),
  ('Project Management Professional (PMP) Exam Preparation', 'online'::delivery_format, 30000),
  ('AWS Cloud Practitioner Exam Preparation', 'online'::delivery_format, 12000),
  ('Professional Cook (Commis Chef)', 'in-person'::delivery_format, 35000),
  ('Trekking Guide Training', 'in-person'::delivery_format, 15000),
  ('Hotel Front Office & Housekeeping', 'in-person'::delivery_format, 20000),
  ('Barista & Café Operations', 'in-person'::delivery_format, 12000),
  ('Plumber (Level 1)', 'in-person'::delivery_format, 18000),
  ('Masonry & Earthquake-Resistant Construction', 'in-person'::delivery_format, 16000),
  ('Arc Welding & Steel Fabrication', 'in-person'::delivery_format, 24000),
  ('Commercial Vegetable Farming in Plastic Tunnels', 'in-person'::delivery_format, 0),
  ('Mushroom Cultivation', 'in-person'::delivery_format, 6000),
  ('Dairy Cattle & Poultry Farm Management', 'hybrid'::delivery_format, 8000),
  ('Caregiver (Elderly and Patient Care)', 'in-person'::delivery_format, 30000),
  ('First Aid & Basic Life Support', 'in-person'::delivery_format, 2500),
  ('House Wiring Electrician', 'in-person'::delivery_format, 20000),
  ('Mobile Phone Repair', 'in-person'::delivery_format, 25000),
  ('Solar PV System Installation', 'in-person'::delivery_format, 22000),
  ('Computer Operator (MS Office & Internet)', 'in-person'::delivery_format, 7000),
  ('Spoken English for the Workplace', 'hybrid'::delivery_format, 6000),
  ('Beautician & Hair Dressing', 'in-person'::delivery_format, 28000),
  ('Start Your Small Business: Weekend Workshop', 'in-person'::delivery_format, 0),
  ('Freelancing Online: Winning Your First Client', 'online'::delivery_format, 0)
) AS v(title, format, fee)
WHERE "courses"."title" = v.title;
