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
