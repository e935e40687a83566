export interface Testimonial {
  id: string;
  name: string;
  location: string;
  quote: string;
  /** Initials shown in the avatar bubble. */
  avatar: string;
  verified: boolean;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 't1',
    name: 'Sam K.',
    location: 'Chicago, IL',
    quote:
      '"Heart Rate Hero" got me through my first job interview. I hummed the chorus in the elevator. I got the job.',
    avatar: 'SK',
    verified: true,
  },
  {
    id: 't2',
    name: 'Priya M.',
    location: 'Leeds, UK',
    quote:
      'First show I ever went to alone. Jax said "you are not the only one panicking" and 2,000 people yelled back.',
    avatar: 'PM',
    verified: true,
  },
  {
    id: 't3',
    name: 'Diego R.',
    location: 'Monterrey, MX',
    quote: 'The Discord is the kindest corner of the internet. Came for the riffs, stayed for the 2 a.m. pep talks.',
    avatar: 'DR',
    verified: false,
  },
  {
    id: 't4',
    name: 'Hannah L.',
    location: 'Portland, OR',
    quote: 'My therapist now asks which Panic Squad song I am today. This week it is "Social Battery (0%)".',
    avatar: 'HL',
    verified: true,
  },
  {
    id: 't5',
    name: 'Marcus T.',
    location: 'Atlanta, GA',
    quote: 'Bought the cape hoodie, wore it to a wedding. Zero regrets. Riley signed it at the merch table after.',
    avatar: 'MT',
    verified: true,
  },
];
