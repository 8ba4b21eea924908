import { t } from '@toko/contracts';
import { SectionHeading } from '@/components/ui/section-heading';
import { guideContent } from '@/content/guide-content';
import { PlaylistCard } from './playlist-card';

export function VideoGuides() {
  return (
    <section aria-labelledby="video-panduan-judul" className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="video-panduan-judul"
          eyebrow={t('marketing.guide.videos.eyebrow')}
          title={t('marketing.guide.videos.title')}
        >
          {guideContent.videosLead}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {guideContent.playlists.map((playlist) => (
            <li key={playlist.url}>
              <PlaylistCard playlist={playlist} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
