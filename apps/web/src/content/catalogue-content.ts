/** Text of the catalogue page (/produk); products and prices come from the contracts catalogue. */
export const catalogueContent = {
  lead: 'Pilih mesin yang sesuai dengan usaha Anda. Semua harga sudah termasuk ongkos kirim ke seluruh Indonesia.',
  helpText: 'Ceritakan usaha Anda, tim kami bantu memilihkan mesin yang paling cocok.',
} as const;
