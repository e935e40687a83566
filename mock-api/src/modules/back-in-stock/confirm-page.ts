import { BACK_IN_STOCK_MESSAGES } from '@ps/shared/schemas';
import { escapeHtml } from '../../platform/mail/escape-html';
import { messagePage } from '../../http/message-page';

/** The link in the confirm mail opens this; only its button (a POST) confirms, so mail scanners confirm nothing. */
export function confirmFormPage(token: string): string {
  const form = `<form method="post" action="/api/back-in-stock/confirm" style="margin:0 0 16px">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" style="padding:12px 20px;background:#ff2e63;color:#fff;font-weight:bold;font-size:16px;border:0;border-radius:6px;cursor:pointer">Confirm the alert</button>
</form>`;
  return messagePage('Confirm your alert', 'One click and we will e-mail you once when the item is back.').replace(
    '<a href="/"',
    `${form}<a href="/"`,
  );
}

export const confirmedPage = () => messagePage("You're on the list", BACK_IN_STOCK_MESSAGES.confirmed);

export const confirmFailedPage = (message: string) => messagePage('Link not valid', escapeHtml(message));

export const unsubscribedPage = () => messagePage('Alert cancelled', BACK_IN_STOCK_MESSAGES.unsubscribed);

export const invalidUnsubscribeLinkPage = () =>
  messagePage(
    'Link not valid',
    `${BACK_IN_STOCK_MESSAGES.invalidUnsubscribeLink}. It may have been mistyped or cut short.`,
  );
