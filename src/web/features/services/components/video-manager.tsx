import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, Pencil, PlayCircle, Trash2, Upload } from 'lucide-react';
import type { Service, ServiceVideo } from '#contract/services.ts';
import { moveItem, VIDEO_ACCEPT, VIDEO_MAX_BYTES } from '#contract/services-rules.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { deleteVideo, renameVideo, reorderVideos, servicesKeys, uploadVideo } from '../api/services-api.ts';

/** Lesson videos of an online or hybrid service: upload with progress, reorder (drag or buttons), rename, delete, play. */
export function VideoManager({ service }: { service: Service }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [videos, setVideos] = useState<ServiceVideo[]>(service.videos);
  const [synced, setSynced] = useState(service.videos);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  // the server's list wins whenever it changes (after an upload, a delete, a refetch)
  if (synced !== service.videos) {
    setSynced(service.videos);
    setVideos(service.videos);
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: servicesKeys.dashboard });

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
      await uploadVideo(service.id, file, setProgress);
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

  async function remove(video: ServiceVideo) {
    if (!window.confirm(t('services.confirmDeleteVideo', { title: video.title }))) return;
    try {
      await deleteVideo(video.id);
      toast.success(t('services.videoDeleted'));
      await refresh();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'services.deleteVideoFailed' });
    }
  }

  async function rename(video: ServiceVideo, title: string) {
    setEditing(null);
    if (!title.trim() || title.trim() === video.title) return;
    try {
      await renameVideo(video.id, title.trim());
      await refresh();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'services.renameFailed' });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${id}-heading`} className="font-semibold text-slate-900">
          {t('services.videosTitle')}
        </h4>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={VIDEO_ACCEPT}
          className="sr-only"
          aria-label={t('services.uploadVideoFor', { title: service.title })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button size="sm" variant="outline" disabled={progress !== null} onClick={() => inputRef.current?.click()}>
          <Upload aria-hidden="true" />
          {t('services.uploadVideo')}
        </Button>
      </div>
      {progress !== null ? (
        <div className="mt-2">
          <Progress value={Math.round(progress * 100)} aria-label={t('services.uploading')} />
          <p className="mt-1 text-xs text-slate-600" role="status">
            {t('services.uploadingPercent', { percent: Math.round(progress * 100) })}
          </p>
        </div>
      ) : null}
      {videos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('services.noVideos')}</p>
      ) : (
        <ol className="mt-2 space-y-2" aria-label={t('services.videoOrder')}>
          {videos.map((video, index) => (
            <li
              key={video.id}
              draggable
              onDragStart={() => setDragging(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragging !== null) void move(dragging, index);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              className="rounded-lg border border-slate-200 bg-white p-2"
              data-testid="video-item"
            >
              <div className="flex items-center gap-2">
                <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-slate-400" />
                {editing === video.id ? (
                  <form
                    className="flex-1"
                    onSubmit={(event) => {
                      event.preventDefault();
                      const data = new FormData(event.currentTarget);
                      void rename(video, String(data.get('title') ?? ''));
                    }}
                  >
                    <Input
                      name="title"
                      defaultValue={video.title}
                      aria-label={t('services.videoTitle')}
                      autoFocus
                      maxLength={200}
                      onBlur={(event) => void rename(video, event.target.value)}
                    />
                  </form>
                ) : (
                  <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{video.title}</span>
                )}
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('services.play', { title: video.title })}
                  aria-expanded={playing === video.id}
                  onClick={() => setPlaying(playing === video.id ? null : video.id)}
                >
                  <PlayCircle aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('services.moveUp', { title: video.title })}
                  disabled={index === 0}
                  onClick={() => void move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('services.moveDown', { title: video.title })}
                  disabled={index === videos.length - 1}
                  onClick={() => void move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('services.rename', { title: video.title })}
                  onClick={() => setEditing(video.id)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="text-red-700"
                  aria-label={t('services.deleteVideo', { title: video.title })}
                  onClick={() => void remove(video)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {playing === video.id ? (
                <video controls preload="metadata" src={video.streamUrl} className="mt-2 w-full rounded-lg bg-black">
                  <track kind="captions" />
                </video>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
