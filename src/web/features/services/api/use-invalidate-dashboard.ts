import { useQueryClient } from '@tanstack/react-query';
import { servicesKeys } from './services-api.ts';

/** After a listing or its videos change: the professional's dashboard reloads. */
export function useInvalidateDashboard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: servicesKeys.dashboard });
}
