import type { BannerGroup, Language, LinkageType } from '@pagoda/contracts';

export type Localised<T> = Record<Language, T>;

export type DemoNotice = {
  title: Localised<string>;
  /** Simple HTML: <p>, <ul>/<li>, <strong>, <a href>. */
  content: Localised<string>;
  /** How many days before the seed time it was published; notices sort newest first. */
  daysAgo: number;
};

export type DemoBanner = {
  group: BannerGroup;
  /** Path under the portal's public folder, e.g. /demo/banners/home-1.svg */
  image: string;
  title: Localised<string>;
  linkageType: LinkageType | null;
  /** URL or route for URL, promotion id for P, "nodeId" for G. */
  linkage: string;
};

export type DemoHelpArticle = {
  tag: string;
  bgColor: string;
  text: Localised<{ title: string; content: string }>;
  children: DemoHelpArticle[];
};
