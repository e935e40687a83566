import { mailIcon, starIcon, ticketIcon, usersIcon } from '../../ui/icon-paths/section-symbols';

export type OfferKind = 'newsletter' | 'tour-alert' | 'exclusive-content' | 'social-follow';

export interface Offer {
  kind: OfferKind;
  /** An outline path from ui/icon-paths. */
  icon: string;
  title: string;
  subtitle: string;
  incentive: string;
  /** Only a fact from stored data (issue 15); the tour alert's comes from the tour dates. */
  urgency?: string;
  benefits: readonly [string, string, string, string];
  cta: string;
}

/** The words offer data may replace (spec 1 §2 "Exit-intent modal"). */
export type OfferOverrides = Partial<Pick<Offer, 'title' | 'subtitle' | 'incentive' | 'urgency'>>;

export const OFFERS: Readonly<Record<OfferKind, Offer>> = {
  newsletter: {
    kind: 'newsletter',
    icon: mailIcon,
    title: "WAIT! DON'T PANIC!",
    subtitle: 'Join the Squad before you go.',
    incentive: 'Get "Panic Room Sessions" free: three 30-second demo sketches.',
    benefits: [
      'Early access to tour tickets',
      'Unreleased demos and voice memos',
      'Members-only merch drops',
      'A monthly video diary from the van',
    ],
    cta: 'JOIN THE SQUAD',
  },
  'tour-alert': {
    kind: 'tour-alert',
    icon: ticketIcon,
    title: "DON'T MISS THE SHOW",
    subtitle: 'Be first in line when we hit your city.',
    incentive: 'New shows by email, with a presale code when the show has one.',
    benefits: [
      'Presale codes by email when a show has one',
      'New dates before anyone else',
      'Meet-and-greet raffles',
      'Setlist spoilers (if you want them)',
    ],
    cta: 'GET TOUR ALERTS',
  },
  'exclusive-content': {
    kind: 'exclusive-content',
    icon: starIcon,
    title: "YOU'RE ONE OF US NOW",
    subtitle: "You've been here a while. Want the secret stuff?",
    incentive: 'Behind-the-scenes footage and early listens of new songs.',
    benefits: [
      'Studio session videos',
      'Early listens of new singles',
      'Lyric sheets with doodles',
      'Voting on the next setlist',
    ],
    cta: 'GET EXCLUSIVE ACCESS',
  },
  'social-follow': {
    kind: 'social-follow',
    icon: usersIcon,
    title: 'JOIN THE COMMUNITY',
    subtitle: 'Hang out with the Squad in the band’s chat.',
    incentive: 'Monthly listening parties with the band.',
    benefits: [
      'Listening parties in voice chat',
      'Fan art showcases',
      'Q&As with the band',
      'A kind corner of the internet',
    ],
    cta: 'JOIN COMMUNITY',
  },
};

export const withOverrides = (offer: Offer, overrides: OfferOverrides = {}): Offer => ({ ...offer, ...overrides });
