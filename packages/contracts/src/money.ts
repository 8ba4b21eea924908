// Whole amounts are grouped by hand: a page's first `Intl.NumberFormat` loads the locale's data,
// about 25 ms of a phone's main thread while the page hydrates (issue 43). The output is Intl's
// own (test/money.test.ts compares them); what the hand-made path does not cover goes to Intl.
const NBSP = '\u00a0';

let rupiahFormatter: Intl.NumberFormat | undefined;
let countFormatter: Intl.NumberFormat | undefined;
let compactRupiahFormatter: Intl.NumberFormat | undefined;

/** `1.250.000`, or null when `value` is not finite or its rounding is beyond exact integers. */
function groupedWhole(value: number): { negative: boolean; digits: string } | null {
  if (!Number.isFinite(value)) return null;
  // Intl rounds half away from zero, and shows the sign of a negative amount that rounds to 0.
  const whole = Math.round(Math.abs(value));
  if (whole > Number.MAX_SAFE_INTEGER) return null;
  const negative = value < 0 || Object.is(value, -0);
  return { negative, digits: String(whole).replace(/\B(?=(\d{3})+$)/g, '.') };
}

/** `Rp 2.999.000` (Intl puts a non-breaking space after `Rp`). Amounts are integer rupiah. */
export function formatRupiah(amount: number): string {
  const grouped = groupedWhole(amount);
  if (grouped) return `${grouped.negative ? '-' : ''}Rp${NBSP}${grouped.digits}`;
  rupiahFormatter ??= new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return rupiahFormatter.format(amount);
}

/** `Rp 60 jt`, `Rp 1,5 M`, `Rp 350 rb`: for a chart's axis, where full amounts do not fit a phone. */
export function formatRupiahCompact(amount: number): string {
  compactRupiahFormatter ??= new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return compactRupiahFormatter.format(amount);
}

/** A count as Indonesians read it: `198.535` (dots group thousands). */
export function formatCount(count: number): string {
  const grouped = groupedWhole(count);
  if (grouped) return `${grouped.negative ? '-' : ''}${grouped.digits}`;
  countFormatter ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
  return countFormatter.format(count);
}
