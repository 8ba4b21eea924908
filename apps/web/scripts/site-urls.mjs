// What the prerender writes that names the site's own address. Without PUBLIC_URL the build does
// not know it, and a guess (http://localhost:3000) would tell search engines the wrong site: the
// canonical link, og:url, og:image and the sitemap (which needs absolute addresses) are left out.

/** @param {string | undefined} setting PUBLIC_URL as configured */
export function siteUrls(setting) {
  const origin = (setting ?? '').trim().replace(/\/+$/, '');
  /** @param {string} path */
  const absolute = (path) => (origin ? origin + path : undefined);
  return {
    absolute,
    /** @param {string[]} paths @param {(text: string) => string} escape */
    sitemap(paths, escape) {
      if (!origin) return undefined;
      const urls = paths.map((path) => `  <url><loc>${escape(origin + path)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },
    robots() {
      const sitemapLine = origin ? `\nSitemap: ${origin}/sitemap.xml\n` : '';
      return `User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n${sitemapLine}`;
    },
  };
}
