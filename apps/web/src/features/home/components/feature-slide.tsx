import type { homeContent } from '@/content/home-content';

type Feature = (typeof homeContent.features)[number];

type FeatureSlideProps = { feature: Feature; position: number; count: number };

export function FeatureSlide({ feature, position, count }: FeatureSlideProps) {
  return (
    <div className="grid items-center gap-6 rounded-card bg-brand-50 p-5 sm:p-8 md:grid-cols-2 md:gap-10 md:p-10">
      <img
        src={feature.image}
        width={480}
        height={360}
        alt={feature.alt}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full max-w-sm md:max-w-md"
      />
      <div>
        <p className="text-sm font-semibold text-primary" aria-hidden="true">
          {String(position).padStart(2, '0')} / {String(count).padStart(2, '0')}
        </p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{feature.title}</h3>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg text-pretty">
          {feature.text}
        </p>
      </div>
    </div>
  );
}
