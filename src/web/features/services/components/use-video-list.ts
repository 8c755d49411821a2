import { useRef, useState } from 'react';
import type { Service, ServiceVideo } from '#contract/services.ts';
import { moveItem, VIDEO_MAX_BYTES } from '#contract/services-rules.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { deleteVideo, renameVideo, reorderVideos, uploadVideo } from '../api/services-api.ts';
import { useInvalidateDashboard } from '../api/use-invalidate-dashboard.ts';

/**
 * A service's lesson videos as the owner edits them: the list (reordered at once, put back if the
 * server refuses), upload progress, and upload / move / remove / rename, each followed by a reload
 * of the dashboard.
 */
export function useVideoList(service: Service) {
  const { t, language } = useTranslation();
  const refresh = useInvalidateDashboard();
  const inputRef = useRef<HTMLInputElement>(null);
  const [videos, setVideos] = useState<ServiceVideo[]>(service.videos);
  const [synced, setSynced] = useState(service.videos);
  const [progress, setProgress] = useState<number | null>(null);

  // the server's list wins whenever it changes (after an upload, a delete, a refetch)
  if (synced !== service.videos) {
    setSynced(service.videos);
    setVideos(service.videos);
  }

  async function upload(file: File) {
    if (!file.type.startsWith('video/')) {
      toast.error(t('services.uploadFailed'), { description: t('services.videoTypeInvalid') });
      return;
    }
    if (file.size > VIDEO_MAX_BYTES) {
      toast.error(t('services.fileTooLarge'), { description: t('services.videoTooLarge') });
      return;
    }
    setProgress(0);
    try {
      await uploadVideo(service.id, file, language, setProgress);
      toast.success(t('services.videoUploaded'));
      await refresh();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'services.uploadFailed' });
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  async function move(from: number, to: number) {
    if (from === to || to < 0 || to >= videos.length) return;
    const previous = videos;
    const next = moveItem(videos, from, to).map((video, index) => ({ ...video, orderIndex: index }));
    setVideos(next);
    try {
      await reorderVideos(
        service.id,
        next.map((video) => video.id),
      );
      await refresh();
    } catch (failure) {
      setVideos(previous);
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'services.reorderFailed' });
    }
  }

  /** Deletes once the owner confirmed in the app's dialog; rejects after saying why, so it stays open. */
  async function remove(video: ServiceVideo) {
    try {
      await deleteVideo(video.id);
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'services.deleteVideoFailed' });
      throw failure;
    }
    toast.success(t('services.videoDeleted'));
    await refresh();
  }

  async function rename(video: ServiceVideo, title: string) {
    if (!title.trim() || title.trim() === video.title) return;
    try {
      await renameVideo(video.id, title.trim());
      await refresh();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'services.renameFailed' });
    }
  }

  return { videos, progress, inputRef, upload, move, remove, rename };
}
