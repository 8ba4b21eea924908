import { GuideHero } from './components/guide-hero';
import { ManualSection } from './components/manual-section';
import { QuickSteps } from './components/quick-steps';
import { VideoGuides } from './components/video-guides';

export function GuidePage() {
  return (
    <>
      <GuideHero />
      <QuickSteps />
      <ManualSection />
      <VideoGuides />
    </>
  );
}
