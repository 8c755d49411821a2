import { useState } from 'react';
import { AVATAR_SIZE, SMALL_AVATAR_SIZE, smallAvatarUrl } from '#contract/profile-images.ts';
import { cn } from '#web/lib/cn.ts';
import { initials } from '#web/lib/initials.ts';

/**
 * The `<img>` attributes of an uploaded picture in a circle with these classes: its intrinsic size
 * (square, so nothing moves when it arrives), and the 128 px copy beside it, which the browser
 * takes for circles that small on its screen (`sizes` is the circle's Tailwind `size-N`, N × 4 px).
 * A fixed `sizes`, not "auto": Chromium picks again at 100vw (the large copy) when an image with
 * "auto" leaves the page. A picture from before small copies existed has only `src`.
 */
export function avatarImageProps(url: string, classes: string) {
  const small = smallAvatarUrl(url);
  const drawn = 4 * Number(/(?:^|\s)size-(\d+)/.exec(classes)?.[1] ?? 9);
  return {
    loading: 'lazy',
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    ...(small && { sizes: `${drawn}px`, srcSet: `${small} ${SMALL_AVATAR_SIZE}w, ${url} ${AVATAR_SIZE}w` }),
    src: url,
  } as const;
}

interface UserAvatarProps {
  fullName: string | null | undefined;
  email: string | null | undefined;
  avatarUrl: string | null | undefined;
  className?: string;
}

/** The user's picture, or their initials when there is none or it fails to load. Decorative: label the control around it. */
export function UserAvatar({ fullName, email, avatarUrl, className }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = cn(
    'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-sm font-semibold text-white select-none',
    className,
  );
  return (
    <span aria-hidden="true" className={classes}>
      {avatarUrl && failedUrl !== avatarUrl ? (
        <img
          {...avatarImageProps(avatarUrl, classes)}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(avatarUrl)}
        />
      ) : (
        initials(fullName, email)
      )}
    </span>
  );
}
