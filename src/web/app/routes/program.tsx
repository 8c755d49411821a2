import { ProgramDetailPage } from '#web/features/learning/components/program-detail.tsx';

/** /programs/:id — an institution's program (spec §2, §4 Programs). */
export function Component() {
  return <ProgramDetailPage />;
}
