// §6 crawlers are recognised by user agent; device type is detected for the app-store link and ad slots.
const CRAWLER =
  /bot\b|crawler|spider|slurp|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|headlesschrome.*google|google-inspectiontool|bingpreview|yandex|baidu|duckduck|applebot|petalbot|semrush|ahrefs|mj12bot|telegrambot|whatsapp|skypeuripreview|slackbot|discordbot|linkedinbot|twitterbot/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export type Platform = 'ios' | 'android' | 'other';

/** §2.6 Apple's store for iPhone, iPad, iPod or Mac. */
export function isApplePlatform(userAgent: string): boolean {
  return /iphone|ipad|ipod|macintosh/i.test(userAgent);
}

export function deviceOf(userAgent: string | undefined): { device: DeviceType; platform: Platform } {
  const ua = userAgent ?? '';
  const platform: Platform = isApplePlatform(ua) ? 'ios' : /android/i.test(ua) ? 'android' : 'other';
  const tablet = /ipad|tablet|(android(?!.*mobile))/i.test(ua);
  const mobile = !tablet && /mobi|iphone|ipod|android/i.test(ua);
  return { device: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop', platform };
}
