import type { PlaceNe } from '#contract/locations/place-fields.ts';
import { writtenIn, writtenText } from '#contract/format/written.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * Text a user wrote (a duration, a certificate): a plain duration in the page's words, anything
 * else as written, marked with its language when the page is in the other one.
 */
export function WrittenText({
  text,
  as: Tag = 'span',
  className,
}: {
  text: string;
  as?: 'span' | 'p';
  className?: string;
}) {
  const { language } = useTranslation();
  const shown = writtenText(text, language);
  return (
    <Tag lang={shown.lang} className={className}>
      {shown.text}
    </Tag>
  );
}

/**
 * A location (decision 032): on a Nepali page its place in Nepali, as the server sends it beside
 * the text, after the typed ward or street kept as written; a location that names no place stays
 * as written. Words left in English are marked so.
 */
export function PlaceText({ text, ne }: { text: string; ne: PlaceNe | null }) {
  const { language } = useTranslation();
  if (language !== 'ne') return text;
  const typed = ne ? ne.detail : text;
  const typedText = typed ? <span lang={writtenIn(typed) === 'ne' ? undefined : 'en'}>{typed}</span> : null;
  // one box, so a flex row with gaps keeps "Lakeside, पोखरा" together
  return ne ? (
    <span>
      {typedText}
      {`${typed ? ', ' : ''}${ne.place}`}
    </span>
  ) : (
    typedText
  );
}
