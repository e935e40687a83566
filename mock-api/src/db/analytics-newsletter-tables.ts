import type { ColumnType, Generated } from 'kysely';
import type { WebVitalMetric } from '@ps/shared/rules';
import type { AnalyticsEventType, NewsletterSource } from '@ps/shared/schemas';

/* Tables of tracked events and newsletter subscribers (migration 0006). */

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** Migration 0054: one Core Web Vital figure from a fan's browser, by route template. */
export interface WebVitalSamplesTable {
  /** bigint: the driver returns it as text. */
  id: Generated<string>;
  route: string;
  metric: WebVitalMetric;
  value: number;
  recordedAt: CreatedAt;
}

export interface AnalyticsEventsTable {
  /** bigint: the driver returns it as text. */
  id: Generated<string>;
  eventType: AnalyticsEventType;
  elementId: string | null;
  sectionName: string | null;
  value: number | null;
  metadata: Record<string, unknown> | null;
  /** The event's own timestamp from the browser. */
  occurredAt: Date;
  sessionId: string;
  userId: string | null;
  receivedAt: CreatedAt;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** Trimmed, domain in lower case; unique ignoring case. */
  email: string;
  name: string | null;
  source: NewsletterSource;
  variant: string | null;
  wantsUpdates: Generated<boolean>;
  /** 32 random bytes, base64url. */
  unsubscribeToken: string;
  /** The latest (re)subscription. */
  subscribedAt: ColumnType<Date, Date | undefined, Date>;
  /** Null while subscribed. */
  unsubscribedAt: Date | null;
  createdAt: CreatedAt;
  /** Null until the fan follows the confirm link (migration 0028); only then a subscriber. */
  confirmedAt: Date | null;
  /** SHA-256 of the single-use confirm token, base64url; null once used. */
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
}

export interface EpDownloadsTable {
  id: Generated<string>;
  subscriberId: number | null;
  downloadedAt: CreatedAt;
}

export interface TrackPreviewsTable {
  trackId: string;
  /** The key in the media storage. */
  mediaKey: string;
  contentType: 'audio/mpeg' | 'audio/ogg';
  durationMs: number;
  byteSize: number;
  uploadedBy: number | null;
  uploadedAt: ColumnType<Date, Date | undefined, Date>;
}
