export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'tiktok';

/** Brand glyphs drawn in lucide's stroke style (lucide ships no brand icons). */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {network === 'instagram' ? (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </>
      ) : null}
      {network === 'facebook' ? (
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      ) : null}
      {network === 'youtube' ? (
        <>
          <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
          <path d="m10 15 5-3-5-3z" />
        </>
      ) : null}
      {network === 'tiktok' ? (
        <>
          <path d="M14 3v12.5a3.5 3.5 0 1 1-3.5-3.5" />
          <path d="M14 3c0 2.8 2.2 5 5 5" />
        </>
      ) : null}
    </svg>
  );
}
