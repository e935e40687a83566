import {
  contactMessageResponseSchema,
  backInStockConfirmBodySchema,
  backInStockConfirmResponseSchema,
  backInStockSignupBodySchema,
  backInStockSignupResponseSchema,
  backInStockUnsubscribeResponseSchema,
  contactMessageSchema,
  fanPhotoSubmissionSchema,
  newsletterConfirmBodySchema,
  newsletterConfirmResponseSchema,
  newsletterSignupBodySchema,
  newsletterSignupResponseSchema,
  newsletterUnsubscribeResponseSchema,
  newsQuerySchema,
  newsResponseSchema,
  publicSettingsSchema,
  releasesResponseSchema,
  shareableContentResponseSchema,
  shareMadeRequestSchema,
  shareMadeResponseSchema,
  shareRequestSchema,
  shareResponseSchema,
  shareToTikTokRequestSchema,
  shareToTikTokResponseSchema,
  socialPostsQuerySchema,
  socialPostsResponseSchema,
  socialProofSchema,
  supportContactSchema,
  tourDatesResponseSchema,
  trackedEventBatchSchema,
  trackEventsResponseSchema,
  viralMomentsQuerySchema,
  viralMomentsResponseSchema,
} from '@ps/shared/schemas';
import { artQuerySchema, pngQuerySchema } from '../../art';
import { get, post } from '../api-operation';

/** The fan side: pictures and sounds, the band's news and shows, the social hub, mail sign-ups and contact. */
export const fanOperations = [
  get('/api/art/:kind/:file', 'A generated product or category drawing (SVG)', {
    query: artQuerySchema,
    produces: 'image/svg+xml',
  }),
  get('/api/art/:kind/:name.png', 'A generated drawing as PNG (for mail and sharing)', {
    query: pngQuerySchema,
    produces: 'image/png',
  }),
  get('/api/audio/previews/:trackId', "A track's preview clip", { produces: 'audio/mpeg' }),
  get('/api/media/:file', 'An uploaded image or sound', { produces: 'application/octet-stream' }),
  post('/api/analytics/events', 'Page and product events from consenting visitors (one event or a batch)', {
    body: trackedEventBatchSchema,
    response: trackEventsResponseSchema,
  }),
  post('/api/newsletter/signup', 'Signs an address up; a confirmation mail follows', {
    body: newsletterSignupBodySchema,
    response: newsletterSignupResponseSchema,
  }),
  post('/api/newsletter/confirm', 'Confirms a signup with the token from its mail', {
    body: newsletterConfirmBodySchema,
    response: newsletterConfirmResponseSchema,
  }),
  get('/api/newsletter/unsubscribe', "The unsubscribe page a mail's link opens (?token=)", { produces: 'text/html' }),
  post('/api/newsletter/unsubscribe', 'One-click unsubscribe (RFC 8058) with the token in the query (?token=)', {
    response: newsletterUnsubscribeResponseSchema,
  }),
  post(
    '/api/back-in-stock',
    "Tell me when it's back: 202 and a confirmation mail, or 201 for a signed-in customer's own confirmed address",
    {
      body: backInStockSignupBodySchema,
      response: backInStockSignupResponseSchema,
    },
  ),
  get('/api/back-in-stock/confirm', "The confirm page a back-in-stock mail's link opens (?token=), with its button", {
    produces: 'text/html',
  }),
  post(
    '/api/back-in-stock/confirm',
    "Confirms a back-in-stock alert (JSON, or the confirm page's form, answered as a page)",
    {
      body: backInStockConfirmBodySchema,
      response: backInStockConfirmResponseSchema,
    },
  ),
  get('/api/back-in-stock/unsubscribe', "The page a back-in-stock mail's unsubscribe link opens (?token=)", {
    produces: 'text/html',
  }),
  post('/api/back-in-stock/unsubscribe', 'One-click unsubscribe (RFC 8058) from a back-in-stock alert (?token=)', {
    response: backInStockUnsubscribeResponseSchema,
  }),
  get('/api/free-ep/download', 'The free EP archive, from a signed link (?expires=&signature=)', {
    produces: 'application/zip',
  }),
  get('/api/contact', 'How to reach support', { response: supportContactSchema }),
  post('/api/contact', 'A message for the staff', {
    body: contactMessageSchema,
    response: contactMessageResponseSchema,
  }),
  post('/api/payments/stripe/webhook', "Stripe's payment events, signed (Stripe-Signature)"),
  get('/api/settings', "The shop's public settings", { response: publicSettingsSchema }),
  get('/api/social/posts', "The band's posts across platforms", {
    query: socialPostsQuerySchema,
    response: socialPostsResponseSchema,
  }),
  get('/api/social/viral-moments', 'Posts that spread furthest', {
    query: viralMomentsQuerySchema,
    response: viralMomentsResponseSchema,
  }),
  get('/api/social/overview', "The social hub's first screen"),
  get('/api/social/shareable-content', 'What a fan can share', { response: shareableContentResponseSchema }),
  post('/api/social/share', 'A share link for a platform', { body: shareRequestSchema, response: shareResponseSchema }),
  post('/api/social/share-to-tiktok', 'A TikTok share for a track', {
    body: shareToTikTokRequestSchema,
    response: shareToTikTokResponseSchema,
  }),
  post('/api/social/shares', 'Counts a share a fan made', {
    body: shareMadeRequestSchema,
    response: shareMadeResponseSchema,
  }),
  get('/api/social-proof', 'Figures shown to fans, from data', { response: socialProofSchema }),
  get('/api/fan-photos', 'Approved fan photos'),
  post('/api/fan-photos/submit', 'A fan photo for review (the photo and its fields as a form)', {
    body: fanPhotoSubmissionSchema,
    bodyType: 'multipart/form-data',
  }),
  get('/api/tour-dates', 'Upcoming shows', { response: tourDatesResponseSchema }),
  get('/api/news', 'Published news posts', { query: newsQuerySchema, response: newsResponseSchema }),
  get('/api/releases', "The band's releases", { response: releasesResponseSchema }),
  get('/api/docs', 'This reference, as a page', { produces: 'text/html' }),
  get('/api/docs/openapi.json', 'This reference, as an OpenAPI 3.1 document'),
];
