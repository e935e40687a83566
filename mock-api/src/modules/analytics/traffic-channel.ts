import type { TrafficChannel } from '@ps/shared/console-schemas';

/** Where a session's first page view came from, as its page_view metadata tells it. */
export interface EntrySource {
  utmSource: string | null;
  utmMedium: string | null;
  /** The referrer's host name; null without a referrer. */
  referrerHost: string | null;
}

const SEARCH_ENGINES = ['google', 'bing', 'duckduckgo', 'yahoo', 'yandex', 'baidu', 'ecosia', 'startpage', 'brave'];
const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'tiktok',
  'youtube',
  'reddit',
  'discord',
  'linkedin',
  'pinterest',
  'snapchat',
  'threads',
  'bsky',
  'bluesky',
  'tumblr',
  'twitch',
];
/** Short names that would match far too much as host labels, so only as whole hosts or utm_source. */
const SOCIAL_SHORT_HOSTS = ['t.co', 'x.com', 'fb.com', 'fb.me', 'lnkd.in', 'youtu.be'];
const SOCIAL_SHORT_SOURCES = ['x', 'fb', 'ig'];
const EMAIL_SOURCES = ['email', 'e-mail', 'newsletter', 'mailchimp', 'sendgrid', 'substack'];
const SEARCH_MEDIUMS = ['cpc', 'ppc', 'organic', 'search', 'paidsearch'];
const SOCIAL_MEDIUMS = ['social', 'social-network', 'social-media', 'sm'];
/** Webmail hosts can carry a search engine's name (mail.google.com), so they are checked first. */
const WEBMAIL_HOST = /^(mail|outlook|webmail)\.|(^|\.)(outlook|proton|fastmail)\.(com|me|net)$/;

function channelOfHost(host: string): TrafficChannel {
  const bare = host.replace(/^www\./, '');
  if (WEBMAIL_HOST.test(bare)) return 'Email';
  if (SOCIAL_SHORT_HOSTS.includes(bare)) return 'Social';
  // Any label but the top-level one: google.co.uk and news.google.com are both Google.
  const names = bare.split('.').slice(0, -1);
  if (names.some((label) => SEARCH_ENGINES.includes(label))) return 'Search';
  if (names.some((label) => SOCIAL_NETWORKS.includes(label))) return 'Social';
  return 'Other';
}

function channelOfCampaign(source: string, medium: string | null): TrafficChannel {
  if (medium === 'email' || EMAIL_SOURCES.includes(source)) return 'Email';
  if ((medium && SEARCH_MEDIUMS.includes(medium)) || SEARCH_ENGINES.includes(source)) return 'Search';
  const social = SOCIAL_NETWORKS.includes(source) || SOCIAL_SHORT_SOURCES.includes(source);
  if ((medium && SOCIAL_MEDIUMS.includes(medium)) || social) return 'Social';
  return 'Other';
}

/** Campaign tags win over the referrer, since links in mail and apps often arrive without one. */
export function trafficChannelOf({ utmSource, utmMedium, referrerHost }: EntrySource): TrafficChannel {
  const source = utmSource?.trim().toLowerCase();
  const medium = utmMedium?.trim().toLowerCase() || null;
  if (source) return channelOfCampaign(source, medium);
  const host = referrerHost?.trim().toLowerCase();
  return host ? channelOfHost(host) : 'Direct';
}
