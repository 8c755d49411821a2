import { z } from 'zod';
import { NEAR_RADII_KM } from './locations/near-radii.ts';
import { PlaceIds, PlaceNe, placeFields, placeFilters } from './locations/place-fields.ts';
import { PROFESSIONAL_CATEGORIES, SERVICE_FORMATS } from './lists.ts';
import {
  DIRECTORY_DELIVERY,
  hasLocation,
  HOURLY_RATE_BANDS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from './services-rules.ts';
import { facetCounts } from './facets.ts';
import { oneOf } from './list-filter.ts';
import { hasVisibleText, multiLineText, singleLineText } from './text.ts';
import { VerificationBadge } from './verification.ts';
import { REVIEW_GATES } from './engagements.ts';
import { ENGAGEMENT_STAGES } from './trust-lists.ts';
import { withLatinDigits } from './typed-digits.ts';

// Professionals directory, public professional pages, service listings, lesson videos, reviews and
// enquiries (issue "Professionals and services"). Messages are locale keys.

/**
 * GET /api/professionals query (also the /professionals URL:
 * ?q=&category=&verified=&rating=&rate=&delivery=&province=&district=&near=&within=&page=).
 */
export const DirectoryQuery = z.object({
  q: singleLineText().trim().max(100, { error: 'validation.tooLong' }).optional(),
  category: z.enum(PROFESSIONAL_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** `verified=1`: only professionals with an approved verification. */
  verified: z.literal('1').optional(),
  /** `rating=4`: only professionals whose card rating is DIRECTORY_MIN_RATING (4) or more. */
  rating: z.literal('4', { error: 'rating must be 4' }).optional(),
  /** A band of the hourly rate (NPR). */
  rate: oneOf('rate', HOURLY_RATE_BANDS),
  /** Offers work online, or in person (a hybrid service is both). */
  delivery: oneOf('delivery', DIRECTORY_DELIVERY),
  /** Where they work: their profile's place or any of their services' (decision 031). */
  ...placeFilters,
  /** Near a local level ("kaski-pokhara"): within `within` km of its centre. */
  near: placeFilters.district,
  within: z.enum(NEAR_RADII_KM, { error: `within must be one of: ${NEAR_RADII_KM.join(', ')}` }).optional(),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

/** GET /api/professionals/facets query: the list's own (DirectoryQuery), without its page. */
export const DirectoryFacetsQuery = DirectoryQuery.omit({ page: true });
export type DirectoryFacetsQuery = z.infer<typeof DirectoryFacetsQuery>;

/**
 * For each option of the directory's filters (rating 4 and up, hourly rate, online or in person),
 * how many professionals the list would show with it chosen instead of its filter's current
 * choice, keeping the search, category, "verified", the place and the other filters.
 */
export const DirectoryFacets = z.object({
  rating: facetCounts(['4']),
  rate: facetCounts(HOURLY_RATE_BANDS),
  delivery: facetCounts(DIRECTORY_DELIVERY),
});
export type DirectoryFacets = z.infer<typeof DirectoryFacets>;

const ReviewSummary = z.object({
  rating: z.number().int(),
  comment: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
});

/** A directory card (spec §2 Professionals). */
export const ProfessionalCard = z.object({
  id: z.string(),
  fullName: z.string(),
  headline: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  category: z.string().nullable(),
  serviceArea: z.string().nullable(),
  /** The service area in Nepali, from its place ids (decision 032); null when it names no place. */
  serviceAreaNe: PlaceNe.nullable(),
  yearsExperience: z.number().int().nullable(),
  /** NPR per hour. */
  hourlyRate: z.number().nullable(),
  isVerified: z.boolean(),
  /** What the badge says and when it was earned; null while not verified. */
  verification: VerificationBadge.nullable(),
  /** Titles of the professional's services, newest first. */
  services: z.array(z.string()),
  /** Average of real reviews, one decimal; null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The latest review rated 4 or 5. */
  testimonial: ReviewSummary.nullable(),
});
export type ProfessionalCard = z.infer<typeof ProfessionalCard>;

export const DirectoryPage = z.object({
  items: z.array(ProfessionalCard),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DirectoryPage = z.infer<typeof DirectoryPage>;

export const ServiceVideo = z.object({
  id: z.string(),
  title: z.string(),
  orderIndex: z.number().int(),
  /** Playback URL (`/api/videos/:id/stream`), served to those allowed to watch. */
  streamUrl: z.string(),
});
export type ServiceVideo = z.infer<typeof ServiceVideo>;

export const Service = z.object({
  id: z.string(),
  professionalId: z.string(),
  title: z.string(),
  titleNe: z.string().nullable(),
  description: z.string(),
  descriptionNe: z.string().nullable(),
  format: z.enum(SERVICE_FORMATS),
  location: z.string().nullable(),
  /** The location in Nepali, from its place ids (decision 032); null when it names no place. */
  locationNe: PlaceNe.nullable(),
  duration: z.string(),
  skillsGained: z.array(z.string()),
  price: z.number(),
  locationLat: z.number().nullable(),
  locationLng: z.number().nullable(),
  /** The picked place (decision 031), and the location as typed, without the names added to it. */
  ...PlaceIds.shape,
  locationDetail: z.string().nullable(),
  createdAt: z.string(),
  videos: z.array(ServiceVideo),
  /** Whether the reader may play the videos (owner, or someone who enquired about the service). */
  canWatch: z.boolean(),
});
export type Service = z.infer<typeof Service>;

export const Review = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reviewerName: z.string(),
  serviceId: z.string().nullable(),
  serviceTitle: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Only on the reader's own review when staff hid it: the reason they gave. A hidden review is
   * listed to its reviewer alone; everyone else never sees it.
   */
  hiddenReason: z.string().nullable(),
});
export type Review = z.infer<typeof Review>;

/** GET /api/professionals/:id — the public page. */
export const ProfessionalDetail = ProfessionalCard.omit({ services: true }).extend({
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  services: z.array(Service),
  reviews: z.array(Review),
  /** Services the signed-in reader may review (the professional acknowledged the work; not yet reviewed). */
  reviewableServiceIds: z.array(z.string()),
  /** Whether the reader may review, or why not (the page explains it instead of a form). */
  reviewGate: z.enum(REVIEW_GATES),
});
export type ProfessionalDetail = z.infer<typeof ProfessionalDetail>;

const text = (max: number, requiredKey: string, lines = singleLineText) =>
  lines({ error: requiredKey })
    .trim()
    .refine(hasVisibleText, { error: requiredKey })
    .max(max, { error: 'validation.tooLong' });
const optionalNumber = (min: number, max: number) =>
  withLatinDigits(z.union([z.string(), z.number(), z.null()]).optional()).transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const number = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: 'services.validation.coordinatesInvalid' });
      return z.NEVER;
    }
    return number;
  });

/**
 * The service form (spec §5): title, description, format, duration, skills (comma separated) and
 * price (step 0.01) required; location only for in-person or hybrid and optional; coordinates come
 * as a pair. For an online service any location is dropped.
 */
export const ServiceInput = z
  .object({
    title: text(200, 'services.validation.titleRequired'),
    description: text(5000, 'services.validation.descriptionRequired', multiLineText),
    format: z.enum(SERVICE_FORMATS, { error: 'services.validation.formatRequired' }),
    duration: text(100, 'services.validation.durationRequired'),
    skills: z
      .union([z.string(), z.array(z.string())], { error: 'services.validation.skillsRequired' })
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(hasVisibleText),
      )
      .pipe(
        z
          .array(singleLineText().max(60, { error: 'validation.tooLong' }))
          .min(1, { error: 'services.validation.skillsRequired' })
          .max(20, { error: 'validation.tooMany' }),
      ),
    price: withLatinDigits(z.union([z.string(), z.number()], { error: 'services.validation.priceRequired' })).transform(
      (value, ctx) => {
        const raw = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
        if (raw === '') {
          ctx.addIssue({ code: 'custom', message: 'services.validation.priceRequired' });
          return z.NEVER;
        }
        const number = Number(raw);
        // step 0.01: at most two decimals, NPR paisa
        if (!Number.isFinite(number) || number < 0 || number > 9_999_999_999 || !/^\d+(\.\d{1,2})?$/.test(raw)) {
          ctx.addIssue({ code: 'custom', message: 'services.validation.priceInvalid' });
          return z.NEVER;
        }
        return number;
      },
    ),
    location: singleLineText().trim().max(200, { error: 'validation.tooLong' }).optional(),
    ...placeFields,
    locationLat: optionalNumber(-90, 90),
    locationLng: optionalNumber(-180, 180),
  })
  .transform((input, ctx) => {
    const located = hasLocation(input.format);
    const lat = located ? input.locationLat : null;
    const lng = located ? input.locationLng : null;
    if ((lat === null) !== (lng === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [lat === null ? 'locationLat' : 'locationLng'],
        message: 'services.validation.coordinatesPair',
      });
      return z.NEVER;
    }
    return {
      title: input.title,
      description: input.description,
      format: input.format,
      duration: input.duration,
      skillsGained: input.skills,
      price: input.price,
      location: located && input.location ? input.location : null,
      districtId: located ? input.districtId : null,
      localLevelId: located ? input.localLevelId : null,
      locationLat: lat,
      locationLng: lng,
    };
  });
export type ServiceInput = z.input<typeof ServiceInput>;
export type ServiceValues = z.output<typeof ServiceInput>;

export const VideoRename = z.object({
  title: text(200, 'services.validation.videoTitleRequired'),
});

/** POST /api/services/:id/videos query: the uploaded file's name, for the video's first title. */
export const VideoUploadQuery = z.object({
  name: singleLineText().max(200, { error: 'validation.tooLong' }).optional(),
  /** The page's language: the default title ("Part N" / "भाग N") is written in it. */
  language: z.enum(['en', 'ne']).optional(),
});

/** The service's videos in their new order; every video of the service exactly once. */
export const VideoReorder = z.object({
  videoIds: z.array(z.string()).min(1).max(500),
});

export const ReviewInput = z.object({
  serviceId: z.string({ error: 'validation.invalidRequest' }),
  rating: z
    .number({ error: 'services.validation.ratingRequired' })
    .int({ error: 'services.validation.ratingRequired' })
    .min(REVIEW_RATING_MIN, { error: 'services.validation.ratingRequired' })
    .max(REVIEW_RATING_MAX, { error: 'services.validation.ratingRequired' }),
  comment: text(2000, 'services.validation.commentRequired', multiLineText),
});
export type ReviewInput = z.input<typeof ReviewInput>;

export const ReviewReply = z.object({ reply: text(2000, 'services.validation.replyRequired', multiLineText) });

/** POST /api/services/:id/enquiries: the conversation "Request a quote" opened. */
export const EnquiryInput = z.object({ conversationId: z.string().uuid().optional() });

export const Enquiry = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceTitle: z.string(),
  userId: z.string(),
  userName: z.string(),
  conversationId: z.string().nullable(),
  createdAt: z.string(),
  /** The enquirer's review of this service, if any. */
  rating: z.number().int().nullable(),
  /** What I acknowledged with this client for this service: null (nothing yet), agreed or done. */
  engagementStage: z.enum(ENGAGEMENT_STAGES).nullable(),
});
export type Enquiry = z.infer<typeof Enquiry>;

/** GET /api/professional/dashboard */
export const ProfessionalDashboard = z.object({
  fullName: z.string().nullable(),
  services: z.array(Service),
  enquiries: z.array(Enquiry),
  reviews: z.array(Review),
  stats: z.object({
    services: z.number().int(),
    videos: z.number().int(),
    enquiries: z.number().int(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  }),
});
export type ProfessionalDashboard = z.infer<typeof ProfessionalDashboard>;
