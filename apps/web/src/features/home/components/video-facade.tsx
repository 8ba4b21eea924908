import { t } from '@toko/contracts/i18n/public';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

type VideoFacadeProps = { videoId: string; title: string; thumbnail: string };

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * A drawn thumbnail with a play button; the YouTube player (hundreds of kilobytes and
 * third-party requests) loads only after the visitor asks for it.
 */
export function VideoFacade({ videoId, title, thumbnail }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed is gone: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        src={`${PLAYER_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={t('marketing.home.reviews.playerTitle', { title })}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full border-0 bg-foreground"
      />
    );
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={t('marketing.home.reviews.play', { title })}
      className="group relative block aspect-video w-full overflow-hidden bg-muted"
    >
      <img
        src={thumbnail}
        width={480}
        height={270}
        alt=""
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-brand-950/80 text-white shadow-lg transition-colors group-hover:bg-primary"
      >
        <Play className="ml-1 size-7 fill-current" />
      </span>
    </button>
  );
}
