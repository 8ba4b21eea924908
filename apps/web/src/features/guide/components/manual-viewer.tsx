import { t } from '@toko/contracts/i18n/public';
import { useSyncExternalStore } from 'react';
import { guideContent } from '@/content/guide-content';

const WIDE_SCREEN = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(WIDE_SCREEN).matches;
const notWideOnServer = () => false;

/**
 * The PDF embedded on wide screens. Phones cannot show a PDF inside a page, so they get the
 * cover and the links above instead, and never download the file unasked. The frame is added
 * after hydration into a box that already has its final size, so nothing moves.
 */
export function ManualViewer({ src }: { src: string }) {
  const wide = useSyncExternalStore(subscribe, isWide, notWideOnServer);

  const { manualCover } = guideContent;
  return (
    <>
      <div className="mt-8 hidden h-[80vh] max-h-[56rem] min-h-[32rem] overflow-hidden rounded-card border border-border bg-background shadow-card md:block">
        {wide && (
          <iframe
            src={`${src}#view=FitH`}
            title={t('marketing.guide.manual.frameTitle')}
            loading="lazy"
            className="h-full w-full border-0"
          />
        )}
      </div>
      <div className="mt-8 flex items-center gap-5 rounded-card border border-border bg-background p-5 shadow-card md:hidden">
        <img
          src={manualCover.src}
          width={manualCover.width}
          height={manualCover.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-auto w-24 shrink-0"
        />
        <p className="text-sm text-muted-foreground">{guideContent.manualFallback}</p>
      </div>
    </>
  );
}
