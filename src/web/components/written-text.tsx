import { writtenText } from '#contract/format/written.ts';
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
