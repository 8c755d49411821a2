import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { MY_CREDENTIALS_KEY, setCredentialVisibility } from './credentials-api.ts';

/** Hides one of my credentials from my profile, or shows it again, then refreshes my list. */
export function useSetCredentialVisibility(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => setCredentialVisibility(id, { hidden }),
    onSuccess: async (credential) => {
      toast.success(t(credential.hidden ? 'credentials.mine.hiddenToast' : 'credentials.mine.shownToast'));
      await queryClient.invalidateQueries({ queryKey: MY_CREDENTIALS_KEY });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'credentials.mine.visibilityFailed' }),
  });
}
