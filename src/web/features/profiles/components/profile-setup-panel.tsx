import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileSaveRequest } from '#contract/profile.ts';
import { dashboardPathFor, type Role } from '#contract/roles.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { profileSetupRedirect } from '#web/lib/role-routes.ts';
import { ME_QUERY_KEY, useSessionMe } from '#web/lib/session.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { PROFILE_QUERY_KEY, saveProfile, useProfile } from '../api/profile-api.ts';
import { draftProfileOf, valuesFromProfile } from '../lib/profile-form.ts';
import { loadSetupSchema, showProfileInvalidToast } from '../lib/profile-schemas.ts';
import { ProfileFormCard, useProfileImages } from './profile-form-card.tsx';
import { ProfileFormSkeleton, ProfileLoadFailed } from './profile-load-state.tsx';

/** /profile-setup: the active role's profile form (spec §2 Profile setup, §4). */
export function ProfileSetupPanel() {
  const { t } = useTranslation();
  const me = useSessionMe();
  const profile = useProfile();
  // without an active role there is no form to show: a role is chosen first
  const redirect = profileSetupRedirect(me);
  if (redirect || !me.activeRole) return <Navigate to={redirect ?? '/dashboard'} replace />;
  const role = me.activeRole;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('profileSetup.title', { role: t(`roles.names.${role}`) })}
      </h1>
      <p className="mt-2 text-slate-700">{t('profileSetup.subtitle')}</p>
      {profile.data ? (
        <SetupForm key={role} role={role} profile={profile.data} accountName={me.user.name} />
      ) : profile.isError ? (
        <ProfileLoadFailed
          messageKey="profileForm.loadSetupFailed"
          failedAt={profile.errorUpdatedAt}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <ProfileFormSkeleton />
      )}
    </div>
  );
}

function SetupForm({ role, profile, accountName }: { role: Role; profile: Profile; accountName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSetupSchema, { defaultValues: valuesFromProfile(role, profile, accountName) });
  const [images, onUploaded] = useProfileImages(profile);
  const [skipping, setSkipping] = useState(false);
  const busy = form.isSubmitting || skipping;

  /** Both buttons end here: the profile is complete now (spec §4), so the dashboard lets them in. */
  async function save(body: ProfileSaveRequest): Promise<void> {
    const saved = await saveProfile(body);
    queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }

  const submit = form.handleSubmit(async (data) => {
    try {
      await save({ intent: 'setup', profile: data });
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'profileForm.saveFailed' });
      return;
    }
    toast.success(t('profileForm.completed'));
    await navigate(dashboardPathFor(role));
  }, showProfileInvalidToast(role));

  async function skip() {
    if (busy) return;
    setSkipping(true);
    try {
      await save({ intent: 'skip', profile: draftProfileOf(form.values) });
    } catch (error) {
      // a field the server refused (a one-letter name) is named; anything else is the spec's text
      const refused = error instanceof ApiError && error.code === 'VALIDATION_ERROR';
      showErrorToast(error, {
        titleKey: 'toast.error',
        descriptionKey: refused ? undefined : 'toast.saveProgressFailed',
      });
      setSkipping(false);
      return;
    }
    toast.success(t('profileForm.skippedTitle'), { description: t('profileForm.skipped') });
    await navigate(dashboardPathFor(role));
  }

  return (
    <ProfileFormCard
      form={form}
      screen="setup"
      images={images}
      onUploaded={onUploaded}
      storedCompletion={profile.completionPercentage}
      isVerified={profile.isVerified}
      onSubmit={submit}
      actions={
        <>
          <Button variant="outline" size="lg" disabled={busy} onClick={() => void skip()}>
            {skipping ? <Spinner /> : null}
            {t('profileForm.skip')}
          </Button>
          <Button type="submit" size="lg" disabled={busy} aria-busy={form.isSubmitting || undefined}>
            {form.isSubmitting ? <Spinner /> : null}
            {t('profileForm.saveAndContinue')}
          </Button>
        </>
      }
    />
  );
}
