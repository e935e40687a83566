/** The one-click link every newsletter mail carries, from the site's configured address. */
export function unsubscribeUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** RFC 8058: mail clients show their own unsubscribe button and POST to the link. */
export const unsubscribeHeaders = (link: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
