import { describe, expect, it } from 'vitest';
import { siteUrls } from '../scripts/site-urls.mjs';

const escape = (text: string) => text.replaceAll('&', '&amp;');

describe('the prerender names the site only when PUBLIC_URL says where it is', () => {
  it('with PUBLIC_URL: absolute canonical addresses, a sitemap, and robots.txt pointing to it', () => {
    const urls = siteUrls('https://tokoedc.id/');
    expect(urls.absolute('/produk')).toBe('https://tokoedc.id/produk');
    expect(urls.sitemap(['/', '/produk'], escape)).toContain(
      '<loc>https://tokoedc.id/produk</loc>',
    );
    expect(urls.robots()).toContain('Sitemap: https://tokoedc.id/sitemap.xml');
  });

  it('without it: no canonical address, no sitemap, no Sitemap line, and never localhost', () => {
    for (const setting of [undefined, '', '  ']) {
      const urls = siteUrls(setting);
      expect(urls.absolute('/produk')).toBeUndefined();
      expect(urls.sitemap(['/'], escape)).toBeUndefined();
      expect(urls.robots()).toBe('User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n');
      expect(urls.robots()).not.toContain('localhost');
    }
  });
});
