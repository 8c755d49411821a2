import { useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { initials } from '#web/lib/initials.ts';

interface UserAvatarProps {
  fullName: string | null | undefined;
  email: string | null | undefined;
  avatarUrl: string | null | undefined;
  className?: string;
}

/** The user's picture, or their initials when there is none or it fails to load. Decorative: label the control around it. */
export function UserAvatar({ fullName, email, avatarUrl, className }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(avatarUrl) && failedUrl !== avatarUrl;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-sm font-semibold text-white select-none',
        className,
      )}
    >
      {showImage ? (
        <img
          src={avatarUrl ?? undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(avatarUrl ?? null)}
        />
      ) : (
        initials(fullName, email)
      )}
    </span>
  );
}
