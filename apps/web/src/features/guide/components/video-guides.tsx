import { t } from '@toko/contracts/i18n/public';
import { ContentSection } from '@/components/ui/content-section';
import { guideContent } from '@/content/guide-content';
import { PlaylistCard } from './playlist-card';

export function VideoGuides() {
  return (
    <ContentSection
      headingId="video-panduan-judul"
      className="py-12 sm:py-16"
      eyebrow={t('marketing.guide.videos.eyebrow')}
      title={t('marketing.guide.videos.title')}
      lead={guideContent.videosLead}
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {guideContent.playlists.map((playlist) => (
          <li key={playlist.url}>
            <PlaylistCard playlist={playlist} />
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
