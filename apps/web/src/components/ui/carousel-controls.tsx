import { t } from '@toko/contracts/i18n/public';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from './button-variants';

type CarouselControlsProps = {
  count: number;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
};

/** Previous and next buttons around one dot per slide; the current dot is marked for readers. */
export function CarouselControls({
  count,
  index,
  onPrevious,
  onNext,
  onSelect,
}: CarouselControlsProps) {
  const arrow = buttonClass({ variant: 'outline', size: 'icon', className: 'rounded-full' });
  return (
    <div className="mt-6 flex items-center justify-center gap-3">
      <button
        type="button"
        className={arrow}
        onClick={onPrevious}
        aria-label={t('marketing.carousel.previous')}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, dot) => (
          <button
            key={dot}
            type="button"
            className="group grid h-11 w-8 place-items-center rounded-full"
            onClick={() => onSelect(dot)}
            aria-label={t('marketing.carousel.goTo', { index: dot + 1 })}
            aria-current={dot === index ? 'true' : undefined}
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                dot === index ? 'w-6 bg-primary' : 'w-2.5 bg-input group-hover:bg-muted-foreground'
              }`}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className={arrow}
        onClick={onNext}
        aria-label={t('marketing.carousel.next')}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
