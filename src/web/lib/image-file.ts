import { LIMITS } from '#contract/limits.ts';
import type { MessageKey } from '#contract/locales/message-key.ts';

// The images people upload (profile picture or logo, cover banner, program cover): what the browser
// checks before sending one, so a phone does not send megabytes for nothing. The server checks again.

export type ImageKind = 'avatar' | 'banner' | 'cover';

/** Why a chosen file is refused before upload, as locale keys; null when it may be sent. */
export interface FileProblem {
  titleKey: MessageKey;
  descriptionKey: MessageKey;
}

const LIMIT: Record<ImageKind, { bytes: number; key: MessageKey }> = {
  avatar: { bytes: LIMITS.profileImageBytes, key: 'profile.imageTooLarge' },
  banner: { bytes: LIMITS.bannerImageBytes, key: 'profile.bannerTooLarge' },
  cover: { bytes: LIMITS.bannerImageBytes, key: 'program.coverTooLarge' },
};

/** Spec §5 Images. */
export function checkImageFile(file: { size: number; type: string }, kind: ImageKind): FileProblem | null {
  if (!file.type.startsWith('image/')) return { titleKey: 'toast.error', descriptionKey: 'profile.notAnImage' };
  const { bytes, key } = LIMIT[kind];
  if (file.size > bytes) return { titleKey: 'profile.fileTooLargeTitle', descriptionKey: key };
  return null;
}
