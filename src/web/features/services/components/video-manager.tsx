import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, GripVertical, Pencil, PlayCircle, Upload } from 'lucide-react';
import type { Service, ServiceVideo } from '#contract/services.ts';
import { VIDEO_ACCEPT } from '#contract/services-rules.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { useVideoList } from './use-video-list.ts';

/** Lesson videos of an online or hybrid service: upload with progress, reorder (drag or buttons), rename, delete, play. */
export function VideoManager({ service }: { service: Service }) {
  const { t } = useTranslation();
  const id = useId();
  const { videos, progress, inputRef, upload, move, remove, rename } = useVideoList(service);
  const [dragging, setDragging] = useState<number | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

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
            <VideoItem
              key={video.id}
              video={video}
              index={index}
              count={videos.length}
              playing={playing === video.id}
              editing={editing === video.id}
              onPlay={() => setPlaying(playing === video.id ? null : video.id)}
              onEdit={() => setEditing(video.id)}
              onRename={(title) => {
                setEditing(null);
                void rename(video, title);
              }}
              onMove={(to) => void move(index, to)}
              onRemove={() => remove(video)}
              drag={{
                onDragStart: () => setDragging(index),
                onDrop: () => {
                  if (dragging !== null) void move(dragging, index);
                  setDragging(null);
                },
                onDragEnd: () => setDragging(null),
              }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

interface VideoItemProps {
  video: ServiceVideo;
  index: number;
  count: number;
  playing: boolean;
  editing: boolean;
  onPlay: () => void;
  onEdit: () => void;
  onRename: (title: string) => void;
  onMove: (to: number) => void;
  onRemove: () => Promise<unknown>;
  drag: { onDragStart: () => void; onDrop: () => void; onDragEnd: () => void };
}

/**
 * One lesson: drag handle, title (or its rename field), play, move up and down, rename, delete.
 * The five buttons take 240 px: on a phone they wrap under the title rather than squeeze it to nothing.
 */
function VideoItem({
  video,
  index,
  count,
  playing,
  editing,
  onPlay,
  onEdit,
  onRename,
  onMove,
  onRemove,
  drag,
}: VideoItemProps) {
  const { t } = useTranslation();
  return (
    <li
      draggable
      onDragStart={drag.onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
      className="rounded-lg border border-slate-200 bg-white p-2"
      data-testid="video-item"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-slate-400" />
        {editing ? (
          <form
            className="min-w-0 flex-1 basis-40"
            onSubmit={(event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              onRename(String(data.get('title') ?? ''));
            }}
          >
            <Input
              name="title"
              defaultValue={video.title}
              aria-label={t('services.videoTitle')}
              autoFocus
              maxLength={200}
              onBlur={(event) => onRename(event.target.value)}
            />
          </form>
        ) : (
          <span className="min-w-0 flex-1 basis-40 truncate text-sm text-slate-900">{video.title}</span>
        )}
        <div className="ml-auto flex shrink-0 items-center">
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('services.play', { title: video.title })}
            aria-expanded={playing}
            onClick={onPlay}
          >
            <PlayCircle aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('services.moveUp', { title: video.title })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('services.moveDown', { title: video.title })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('services.rename', { title: video.title })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDeleteButton
            iconOnly
            label={t('services.deleteVideoConfirm')}
            accessibleName={t('services.deleteVideo', { title: video.title })}
            title={t('services.deleteVideoTitle')}
            body={t('services.confirmDeleteVideo', { title: video.title })}
            cancelLabel={t('services.form.cancel')}
            onConfirm={onRemove}
          />
        </div>
      </div>
      {playing ? (
        <video controls preload="metadata" src={video.streamUrl} className="mt-2 w-full rounded-lg bg-black">
          <track kind="captions" />
        </video>
      ) : null}
    </li>
  );
}
