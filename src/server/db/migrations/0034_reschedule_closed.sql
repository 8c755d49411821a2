-- A proposal of another time still pending when its booking ended (cancelled, done, a no-show) is
-- closed with it (docs/decisions/044-bookings.md): nobody answered it, and it moves nothing.
ALTER TYPE "public"."reschedule_status" ADD VALUE 'closed';
