import type { TourDate } from '@ps/shared/schemas';
import type { MailMessage } from '../../platform/mail/mailer';
import { showPlace, ticketsLink, tourMail, type TourMailRecipient } from './tour-mail';

/**
 * A cancelled show, mailed to one subscriber who was told of it. Tickets are sold by the ticket
 * link's vendor, not by the band's shop, so the mail points there and promises no refund itself.
 */
export function tourCancellationMail(show: TourDate, recipient: TourMailRecipient, siteOrigin: string): MailMessage {
  return tourMail(
    {
      subject: `Cancelled: ${show.city}`,
      paragraphs: [
        `We are sorry: the Panic Squad show at ${showPlace(show)} is cancelled.`,
        'If you bought tickets, they were sold by the ticket vendor, not by us: the vendor you bought them from handles what happens to them, so check with them in their mail to you.',
      ],
      link: ticketsLink(show, 'Ticket vendor', siteOrigin),
    },
    recipient,
    siteOrigin,
  );
}
