import { t } from '@toko/contracts/i18n/public';
import { Children, type ReactNode } from 'react';
import { CarouselControls } from './carousel-controls';
import { useCarousel } from './use-carousel';

type CarouselProps = {
  /** Accessible name of the carousel region, e.g. the section's heading text. */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A small carousel that wraps both ways: previous/next buttons, one dot per slide, arrow keys
 * while focus is inside, and touch swipes. Hidden slides are inert, so their links are not
 * reachable by Tab; slides sit side by side in one row, so the tallest sets the height and
 * changing slides never shifts the page.
 */
export function Carousel({ label, children, className }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const carousel = useCarousel(count);

  return (
    <section
      aria-roledescription={t('marketing.carousel.roleDescription')}
      aria-label={label}
      className={className ? `relative ${className}` : 'relative'}
      onKeyDown={carousel.onKeyDown}
    >
      <div
        className="touch-pan-y overflow-hidden"
        aria-live="polite"
        onTouchStart={carousel.onTouchStart}
        onTouchEnd={carousel.onTouchEnd}
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => {
            const hidden = slideIndex !== carousel.index;
            return (
              <div
                key={slideIndex}
                role="group"
                aria-roledescription={t('marketing.carousel.slideRoleDescription')}
                aria-label={t('marketing.carousel.slideOf', { index: slideIndex + 1, count })}
                aria-hidden={hidden}
                inert={hidden}
                className="w-full shrink-0"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls
        count={count}
        index={carousel.index}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onSelect={carousel.goTo}
      />
    </section>
  );
}
