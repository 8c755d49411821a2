import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Me } from '#contract/api.ts';
import type { Profile } from '#contract/profile.ts';
import { formatPercent } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { ME_QUERY_KEY } from '#web/lib/session.ts';
import type { ZodForm } from '#web/lib/zod-form.ts';
import { PROFILE_QUERY_KEY, loadProfileContract, uploadProfileImage, type UploadResult } from '../api/profile-api.ts';
import {
  completionItemsOf,
  type ProfileFormValues,
  type ProfileImages,
  type ProfileScreen,
} from '../lib/profile-form.ts';
import { ImageUpload } from '#web/components/image-upload.tsx';
import { ProfileFields } from './profile-fields.tsx';

type Contract = Awaited<ReturnType<typeof loadProfileContract>>;

/**
 * The contract module (zod and the profile schemas) once it has arrived. Asked for as the form
 * mounts: the completion formula lives there, and Save needs the schemas anyway.
 */
function useProfileContract(): Contract | null {
  const [contract, setContract] = useState<Contract | null>(null);
  useEffect(() => {
    let current = true;
    loadProfileContract().then(
      (module) => current && setContract(module),
      () => undefined, // Save reports a missing schema; the bar keeps the stored value meanwhile
    );
    return () => {
      current = false;
    };
  }, []);
  return contract;
}

/**
 * The picture (or logo) and banner of the form, seeded from the stored profile. An upload is
 * saved at once: the cached profile and account are updated, so the header shows a new picture.
 */
export function useProfileImages(
  profile: Profile,
): [ProfileImages, (kind: 'avatar' | 'banner', result: UploadResult) => void] {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<ProfileImages>({ avatarUrl: profile.avatarUrl, bannerUrl: profile.bannerUrl });
  const onUploaded = (kind: 'avatar' | 'banner', { url, profile: stored }: UploadResult) => {
    setImages((current) => (kind === 'avatar' ? { ...current, avatarUrl: url } : { ...current, bannerUrl: url }));
    queryClient.setQueryData(PROFILE_QUERY_KEY, stored);
    if (kind === 'avatar') {
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) =>
        me ? { ...me, profile: { ...me.profile, avatarUrl: url } } : me,
      );
    }
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
  return [images, onUploaded];
}

interface ProfileFormCardProps<O> {
  form: ZodForm<ProfileFormValues, O>;
  screen: ProfileScreen;
  images: ProfileImages;
  onUploaded: (kind: 'avatar' | 'banner', result: UploadResult) => void;
  /** Shown where the spec has no formula (students; companies on setup). */
  storedCompletion: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The buttons. */
  actions: ReactNode;
  /** Professionals: the verified badge, set by staff after /verification, shown read-only. */
  isVerified?: boolean | undefined;
}

/** Completion bar, images, the role's fields and the buttons: the form of both profile screens. */
export function ProfileFormCard<O>({
  form,
  screen,
  images,
  onUploaded,
  storedCompletion,
  onSubmit,
  actions,
  isVerified,
}: ProfileFormCardProps<O>) {
  const { t, language } = useTranslation();
  const contract = useProfileContract();
  const role = form.values.role;
  const isOrganisation = role === 'company' || role === 'institution';
  // spec §5: a company's logo and banner are labelled required on the edit screen, not enforced
  const imagesMarked = screen === 'edit' && role === 'company' ? t('profileForm.required') : undefined;
  const completion =
    contract?.completionPercentage(role, screen, completionItemsOf(form.values, images)) ?? storedCompletion;

  return (
    <form noValidate onFocus={form.prefetch} onSubmit={onSubmit} className="mt-6 space-y-6">
      <Card className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span id="profile-completion" className="font-medium text-slate-800">
            {t('profileForm.completion')}
          </span>
          <span className="font-semibold text-brand-800">{formatPercent(completion, language)}</span>
        </div>
        <Progress value={completion} aria-labelledby="profile-completion" className="mt-2" />
      </Card>

      <Card className="space-y-6 p-5 sm:p-6">
        <ImageUpload
          kind="banner"
          shape="banner"
          label={t('profileSetup.items.banner')}
          hint={t('profileForm.bannerHint')}
          requiredMark={imagesMarked}
          url={images.bannerUrl}
          upload={async (file, onProgress) =>
            onUploaded('banner', await uploadProfileImage('banner', file, onProgress))
          }
        />
        <ImageUpload
          kind="avatar"
          shape={isOrganisation ? 'square' : 'round'}
          label={t(isOrganisation ? 'profileSetup.items.logo' : 'profileSetup.items.picture')}
          hint={t('profileForm.imageHint')}
          requiredMark={imagesMarked}
          url={images.avatarUrl}
          upload={async (file, onProgress) =>
            onUploaded('avatar', await uploadProfileImage('avatar', file, onProgress))
          }
        />
        <div className="border-t border-slate-200 pt-6">
          <ProfileFields form={form} screen={screen} />
        </div>
        {role === 'professional' ? (
          <p className="text-sm text-slate-700">
            {isVerified ? (
              <span className="font-medium text-emerald-800">{t('professionalProfile.verified')}</span>
            ) : (
              <>
                {t('professionalProfile.notVerified')}{' '}
                <Link to="/verification" className="font-medium text-brand-700 underline">
                  {t('professionalProfile.howVerification')}
                </Link>
              </>
            )}
          </p>
        ) : null}
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>
    </form>
  );
}
