export function siteUrls(setting: string | undefined): {
  absolute(path: string): string | undefined;
  sitemap(paths: string[], escape: (text: string) => string): string | undefined;
  robots(): string;
};
