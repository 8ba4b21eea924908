const rupiahFormatter = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** `Rp 2.999.000` (Intl puts a non-breaking space after `Rp`). Amounts are integer rupiah. */
export function formatRupiah(amount: number): string {
  return rupiahFormatter.format(amount);
}

const compactRupiahFormatter = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** `Rp 60 jt`, `Rp 1,5 M`, `Rp 350 rb`: for a chart's axis, where full amounts do not fit a phone. */
export function formatRupiahCompact(amount: number): string {
  return compactRupiahFormatter.format(amount);
}

const countFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** A count as Indonesians read it: `198.535` (dots group thousands). */
export function formatCount(count: number): string {
  return countFormatter.format(count);
}
