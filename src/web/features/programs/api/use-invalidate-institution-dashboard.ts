import { useQueryClient } from '@tanstack/react-query';
import { INSTITUTION_DASHBOARD_KEY } from './programs-api.ts';

/** After a program is saved from its dialog: the dashboard reloads. */
export function useInvalidateInstitutionDashboard() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: INSTITUTION_DASHBOARD_KEY });
}
