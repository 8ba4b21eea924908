/** Text of the contact page (/kontak); the contact details themselves are in site-config.ts. */
export const contactContent = {
  lead: 'Ada pertanyaan tentang produk, pesanan, atau pendaftaran agen? Tim kami siap membantu.',
} as const;
