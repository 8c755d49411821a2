import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendVerificationRequest, verificationKeys } from './verification-api.ts';

/** Sends a verification request with its files; `progress` (0–1) while it uploads. */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      setProgress(0);
      return sendVerificationRequest(form, setProgress);
    },
    onSettled: () => {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: verificationKeys.mine });
    },
  });
  return { ...mutation, progress };
}
