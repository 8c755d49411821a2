import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import type { Profile } from '#contract/profile.ts';
import { dashboardPathFor, type Role } from '#contract/roles.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { ME_QUERY_KEY, useSessionMe } from '#web/lib/session.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { PROFILE_QUERY_KEY, saveProfile, useProfile } from '../api/profile-api.ts';
import { valuesFromProfile } from '../lib/profile-form.ts';
import { loadEditSchema, showProfileInvalidToast } from '../lib/profile-schemas.ts';
import { ProfileFormCard, useProfileImages } from './profile-form-card.tsx';
import { ProfileFormSkeleton, ProfileLoadFailed } from './profile-load-state.tsx';

/** /edit-profile (Account Settings): the active role's profile, pre-filled (spec §2 Edit profile). */
export function EditProfilePanel() {
  const { t } = useTranslation();
  const me = useSessionMe();
  const profile = useProfile();
  const role = me.activeRole;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to={dashboardPathFor(role)}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('nav.backToDashboard')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('editProfile.title')}</h1>
      {role ? (
        <>
          <p className="mt-2 text-slate-700">{t('profileForm.editSubtitle', { role: t(`roles.names.${role}`) })}</p>
          {profile.data ? (
            <EditForm key={role} role={role} profile={profile.data} accountName={me.user.name} />
          ) : profile.isError ? (
            <ProfileLoadFailed
              messageKey="profileForm.loadFailed"
              failedAt={profile.errorUpdatedAt}
              onRetry={() => void profile.refetch()}
              retrying={profile.isFetching}
            />
          ) : (
            <ProfileFormSkeleton />
          )}
        </>
      ) : null}

      <Card className="mt-8 p-5 sm:p-6">
        <section aria-labelledby="profiles-section">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="profiles-section" className="text-lg font-semibold text-slate-900">
              {t('editProfile.profilesSection')}
            </h2>
            <Link to="/add-profile" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Plus aria-hidden="true" />
              {t('nav.addProfile')}
            </Link>
          </div>
          {me.roles.length > 0 ? (
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {me.roles.map((held) => (
                <li key={held} className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="font-medium text-slate-900">{t(`roles.names.${held}`)}</span>
                  {held === role ? (
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                      {t('editProfile.active')}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-slate-700">
              {t('editProfile.noProfiles')}{' '}
              <Link to="/choose-role" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('editProfile.chooseRole')}
              </Link>
            </p>
          )}
        </section>
      </Card>
    </div>
  );
}

function EditForm({ role, profile, accountName }: { role: Role; profile: Profile; accountName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Cancel goes back to what was last loaded or saved
  const [saved, setSaved] = useState(() => valuesFromProfile(role, profile, accountName));
  const form = useZodForm(loadEditSchema, { defaultValues: saved });
  const [images, onUploaded] = useProfileImages(profile);

  const submit = form.handleSubmit(async (data) => {
    let stored: Profile;
    try {
      stored = await saveProfile({ intent: 'edit', profile: data });
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'profileForm.saveFailed' });
      return;
    }
    queryClient.setQueryData(PROFILE_QUERY_KEY, stored);
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    const next = valuesFromProfile(role, stored, accountName);
    setSaved(next);
    form.reset(next);
    toast.success(t('profileForm.updatedTitle'), { description: t('profileForm.updated') });
  }, showProfileInvalidToast(role));

  return (
    <ProfileFormCard
      form={form}
      screen="edit"
      images={images}
      onUploaded={onUploaded}
      storedCompletion={profile.completionPercentage}
      isVerified={profile.isVerified}
      onSubmit={submit}
      actions={
        <>
          <Button variant="outline" size="lg" disabled={form.isSubmitting} onClick={() => form.reset(saved)}>
            {t('profileForm.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
            {form.isSubmitting ? <Spinner /> : null}
            {t('profileForm.saveChanges')}
          </Button>
        </>
      }
    />
  );
}
