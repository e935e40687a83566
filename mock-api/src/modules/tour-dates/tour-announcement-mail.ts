import type { TourDate } from '@ps/shared/schemas';
import type { MailMessage } from '../../platform/mail/mailer';
import { showPlace, ticketsLink, tourMail, venueTime, type TourMailRecipient } from './tour-mail';

/** A code fans type at the ticket vendor's before the public sale starts (an ISO instant). */
export interface Presale {
  code: string;
  until: string;
}

/** A new show, mailed to one subscriber: where, when (venue time), the ticket link, and its presale code if any. */
export function tourAnnouncementMail(
  show: TourDate,
  presale: Presale | null,
  recipient: TourMailRecipient,
  siteOrigin: string,
): MailMessage {
  const presaleLines = presale
    ? [
        `Your presale code: ${presale.code}. It works at the ticket link until the public sale starts on ${venueTime(presale.until, show.timeZone)} (venue time).`,
      ]
    : [];
  return tourMail(
    {
      subject: `New show: ${show.city}`,
      paragraphs: [`Panic Squad play ${showPlace(show)}.`, ...presaleLines],
      link: ticketsLink(show, 'Tickets', siteOrigin),
    },
    recipient,
    siteOrigin,
  );
}
