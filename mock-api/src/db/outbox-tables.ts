import type { ColumnType, Generated } from 'kysely';

/* The mail outbox and the payment holds the expiry sweep releases (migration 0011). */

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** What a mail is for: kept beside the message for operators and tests, never sent. */
export type MailKind =
  | 'order_confirmation'
  | 'order_shipped'
  | 'order_delivered'
  | 'order_cancelled'
  | 'order_refunded'
  | 'account_confirm'
  | 'account_welcome'
  | 'newsletter_confirm'
  | 'newsletter_welcome'
  | 'password_reset'
  | 'password_changed'
  | 'email_change_confirm'
  | 'email_changed'
  | 'staff_invitation'
  | 'staff_two_factor_reset'
  | 'staff_sign_in_attack'
  | 'account_exists'
  | 'contact_message'
  | 'fan_photo_approved'
  | 'tour_announcement'
  | 'tour_cancellation'
  | 'newsletter_mailing'
  | 'newsletter_mailing_test'
  | 'back_in_stock_confirm'
  | 'back_in_stock'
  | 'return_requested'
  | 'return_approved'
  | 'return_refused'
  | 'return_received'
  | 'exchange_sent'
  | 'order_changed'
  | 'return_withdrawn';

/** A message as the mailer takes it and the outbox keeps it. */
export interface MailMessage {
  to: string;
  /** Where replies go, when not to the From address. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailOutboxTable {
  /** bigint: the driver returns it as text. */
  id: Generated<string>;
  kind: MailKind;
  message: MailMessage;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  /** Due from then; while a dispatcher holds the row, the end of its lease. */
  nextAttemptAt: ColumnType<Date, Date | undefined, Date>;
  lastError: string | null;
  /** The transport's Message-ID once sent. */
  messageId: string | null;
  createdAt: CreatedAt;
  sentAt: Date | null;
}

export interface PaymentHoldsTable {
  /** The provider's payment id (pi_...). */
  paymentId: string;
  checkoutSessionId: string;
  createdAt: CreatedAt;
  /** A sweep releasing the hold owns it until then. */
  releaseClaimedUntil: Date | null;
}
