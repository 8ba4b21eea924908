/**
 * The seller's own content settings, in one place: change a number or a link here and every
 * page follows. Nothing in this file is secret; it is built into the public pages.
 *
 * Settings every page needs live here; the longer copy of each page lives beside this file
 * (home-content.ts, about-content.ts, guide-content.ts, legal-content.ts, manual-content.ts),
 * so a page only downloads its own text.
 */
export const siteConfig = {
  shopName: 'Toko EDC',
  tagline: 'Teman Pelengkap Usaha Anda',
  /** WhatsApp number in international form without '+', used by 'Hubungi Kami'. */
  chatNumber: '6281234567890',
  chatGreeting: 'Halo Toko EDC, saya ingin bertanya tentang mesin EDC.',
  email: 'halo@tokoedc.id',
  phoneDisplay: '+62 812-3456-7890',
  officeAddress: 'Jl. Contoh Raya No. 10, Jakarta Selatan, DKI Jakarta 12940',
  businessHours: 'Senin–Sabtu, 08.00–17.00 WIB',
  appStoreUrl: 'https://play.google.com/store/apps/details?id=id.tokoedc.agen',
  resellerSiteUrl: 'https://reseller.tokoedc.id/daftar',
  social: {
    instagram: 'https://www.instagram.com/tokoedc.id',
    facebook: 'https://www.facebook.com/tokoedc.id',
    youtube: 'https://www.youtube.com/@tokoedc',
    tiktok: 'https://www.tiktok.com/@tokoedc.id',
  },
  manualPdfPath: '/manual/panduan-toko-edc.pdf',
  /** Company figures shown on the home and about pages. */
  figures: {
    agents: '7.500+',
    areas: '200',
    cities: '37',
    banks: '100+',
  },
} as const;

export function chatUrl(message: string = siteConfig.chatGreeting): string {
  return `https://wa.me/${siteConfig.chatNumber}?text=${encodeURIComponent(message)}`;
}
