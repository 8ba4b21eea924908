import { t } from '@toko/contracts/i18n/public';
import { CirclePlay } from 'lucide-react';
import { ExternalLink } from '@/components/ui/external-link';
import type { guideContent } from '@/content/guide-content';

type Playlist = (typeof guideContent.playlists)[number];

/** A video guide: the whole card links to the YouTube playlist in a new tab. */
export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  return (
    <ExternalLink
      href={playlist.url}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-card transition-shadow hover:shadow-lg"
    >
      <span className="relative block bg-brand-50">
        <img
          src={playlist.image}
          width={480}
          height={360}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-contain"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 grid size-12 place-items-center rounded-full bg-brand-950/80 text-white transition-colors group-hover:bg-primary"
        >
          <CirclePlay className="size-7" />
        </span>
      </span>
      <span className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold group-hover:text-primary">{playlist.title}</h3>
        <span className="mt-1 text-sm text-muted-foreground">{playlist.text}</span>
        <span className="mt-auto pt-4 text-sm font-semibold text-primary">
          {t('marketing.guide.videos.watch')}
        </span>
      </span>
    </ExternalLink>
  );
}
