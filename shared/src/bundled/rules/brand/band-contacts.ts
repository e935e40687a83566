/** The band's business contacts: the landing page's contact cards and the press kit show the same people. */
export const BAND_CONTACTS = [
  {
    id: 'booking',
    title: 'Booking & Business',
    name: 'Dana Whitfield, Loud Little Agency',
    email: 'booking@panicsquad.band',
  },
  { id: 'press', title: 'Press & Media', name: 'Theo Marsh, Static Press', email: 'press@panicsquad.band' },
  { id: 'management', title: 'Management', name: 'Nora Quinn, Cape & Co. Management', email: 'mgmt@panicsquad.band' },
] as const;
