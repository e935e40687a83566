/*
 * The seed's pictures as decision 046 drew them, frozen for migration 0053: a migration must do the same
 * thing whenever it runs, so it does not read the seed, which keeps changing. Each row: the product's
 * slug, the name its alt text gives, its silhouette and colour, and its views in order.
 */
type ArtworkRow = [slug: string, name: string, silhouette: string, color: string | null, views: string];

const ROWS: ArtworkRow[] = [
  ['heart-rate-hero-deluxe-box-set', 'Heart Rate Hero Deluxe Box Set', 'box', null, 'front close-up'],
  [
    'overthinking-is-my-superpower-tee',
    'Overthinking Is My Superpower Tee in black',
    'tee',
    'black',
    'front back close-up',
  ],
  [
    'overthinking-club-hoodie',
    'Overthinking Club Hoodie in heather grey',
    'hoodie',
    'heather-grey',
    'front back close-up',
  ],
  ['comic-cover-1-poster', 'Comic Cover #1 Poster', 'poster', null, 'front close-up'],
  ['heart-rate-hero-lp', 'Heart Rate Hero LP', 'record', null, 'front close-up'],
  ['comic-sticker-pack', 'Comic Sticker Pack', 'stickers', null, 'front close-up'],
  ['glow-in-the-dark-comic-book-1', 'Glow-in-the-Dark Comic Book #1', 'comic', null, 'front close-up'],
  ['heart-rate-hero-hoodie', 'Heart Rate Hero Hoodie in black', 'hoodie', 'black', 'front back'],
  ['deep-breaths-beanie', 'Deep Breaths Beanie in black', 'beanie', 'black', 'front close-up'],
  ['villain-in-my-head-breathe-in-four-7', 'Villain in My Head / Breathe in Four 7"', 'record', null, 'front close-up'],
  ['heart-rate-hero-tee', 'Heart Rate Hero Tee in red', 'tee', 'red', 'front back'],
  ['emergency-contact-tee', 'Emergency Contact Tee in yellow', 'tee', 'yellow', 'front back'],
  ['panic-attack-hero-tee', 'Panic Attack Hero Tee in black', 'tee', 'black', 'front back'],
  ['panic-squad-cape-hoodie', 'Panic Squad Cape Hoodie in black', 'hoodie', 'black', 'front back'],
  ['overthinking-is-my-superpower-lp', 'Overthinking Is My Superpower LP', 'record', null, 'front close-up'],
  ['panic-button-enamel-pin-set', 'Panic Button Enamel Pin Set', 'pin', null, 'front close-up'],
  ['heart-rate-hero-tour-poster', 'Heart Rate Hero Tour Poster', 'poster', null, 'front close-up'],
  ['cape-full-of-butterflies-ep', 'Cape Full of Butterflies EP', 'record', null, 'front close-up'],
  ['squad-logo-snapback', 'Squad Logo Snapback in black', 'cap', 'black', 'front close-up'],
  ['signed-overthinking-test-pressing', 'Signed Overthinking Test Pressing', 'record', null, 'front close-up'],
  [
    'cape-full-of-butterflies-tee',
    'Cape Full of Butterflies Tee in lavender',
    'tee',
    'lavender',
    'front back close-up',
  ],
  ['lightning-nerves-zip-hoodie', 'Lightning Nerves Zip Hoodie in black', 'hoodie', 'black', 'front back close-up'],
  ['anxiety-shield-tote-bag', 'Anxiety Shield Tote Bag in natural', 'tote', 'natural', 'front close-up'],
  [
    'overthinking-is-my-superpower-album-art-poster',
    'Overthinking Is My Superpower Album Art Poster',
    'poster',
    null,
    'front close-up',
  ],
  [
    'hand-numbered-cape-hoodie-1-of-200',
    'Hand-Numbered Cape Hoodie (1 of 200) in purple',
    'hoodie',
    'purple',
    'front back close-up',
  ],
  ['fight-or-flight-or-nap-tee', 'Fight or Flight (or Nap) Tee in black', 'tee', 'black', 'front back'],
  [
    'safe-space-oversized-hoodie',
    'Safe Space Oversized Hoodie in lavender',
    'hoodie',
    'lavender',
    'front back close-up',
  ],
  ['sidekick-syndrome-ep', 'Sidekick Syndrome EP', 'record', null, 'front close-up'],
  ['villain-in-my-head-screenprint', 'Villain in My Head Screenprint', 'poster', null, 'front close-up'],
  ['villain-in-my-head-tee', 'Villain in My Head Tee in red', 'tee', 'red', 'front back close-up'],
  ['villain-in-my-head-pullover', 'Villain in My Head Pullover in red', 'hoodie', 'red', 'front back close-up'],
  ['live-at-the-panic-room-2xlp', 'Live at the Panic Room 2xLP', 'record', null, 'front close-up'],
  ['breathe-in-four-wristband-set', 'Breathe in Four Wristband Set', 'wristband', null, 'front close-up'],
  ['panic-room-live-photo-poster', 'Panic Room Live Photo Poster', 'poster', null, 'front close-up'],
  ['tour-2025-vip-laminate-replica', 'Tour 2025 VIP Laminate Replica', 'laminate', null, 'front close-up'],
  ['breathe-in-four-tee', 'Breathe in Four Tee in sky blue', 'tee', 'sky-blue', 'front back close-up'],
  ['acoustic-anxiety-sessions-lp', 'Acoustic Anxiety Sessions LP', 'record', null, 'front close-up'],
  ['hero-mask-bandana', 'Hero Mask Bandana in black', 'bandana', 'black', 'front close-up'],
  ['cape-full-of-butterflies-lyric-poster', 'Cape Full of Butterflies Lyric Poster', 'poster', null, 'front close-up'],
  ['gold-foil-panic-squad-poster-signed', 'Gold Foil Panic Squad Poster (Signed)', 'poster', null, 'front close-up'],
  ['sidekick-syndrome-tee', 'Sidekick Syndrome Tee in white', 'tee', 'white', 'front back close-up'],
  ['midnight-spiral-hoodie', 'Midnight Spiral Hoodie in navy', 'hoodie', 'navy', 'front back'],
  ['what-if-everything-explodes-7', 'What If Everything Explodes 7"', 'record', null, 'front close-up'],
  ['squad-origin-story-comic-strip-poster', 'Squad Origin Story Comic Strip Poster', 'poster', null, 'front close-up'],
  ['anxiety-hero-action-figure', 'Anxiety Hero Action Figure', 'figure', null, 'front close-up'],
  ['read-receipts-tee', 'Read Receipts Tee in black', 'tee', 'black', 'front back'],
  ['squad-varsity-crewneck', 'Squad Varsity Crewneck in cream', 'hoodie', 'cream', 'front back close-up'],
  ['basement-demos-2019-cassette', 'Basement Demos 2019 Cassette', 'cassette', null, 'front close-up'],
  ['guitar-pick-tin', 'Guitar Pick Tin', 'tin', null, 'front close-up'],
  ['2019-basement-show-flyer-reprint', '2019 Basement Show Flyer Reprint', 'poster', null, 'front close-up'],
  [
    'splatter-vinyl-signed-lyric-sheet-bundle',
    'Splatter Vinyl + Signed Lyric Sheet Bundle',
    'record',
    null,
    'front close-up',
  ],
  ['anxious-avengers-tour-tee-2025', 'Anxious Avengers Tour Tee 2025 in black', 'tee', 'black', 'front back'],
  ['sidekick-zip-hoodie', 'Sidekick Zip Hoodie in yellow', 'hoodie', 'yellow', 'front back'],
  ['overthinking-fuel-mug', 'Overthinking Fuel Mug', 'mug', null, 'front close-up'],
  ['anxious-avengers-tour-hoodie-2025', 'Anxious Avengers Tour Hoodie 2025 in black', 'hoodie', 'black', 'front back'],
  ['heart-rate-hero-instrumentals-lp', 'Heart Rate Hero Instrumentals LP', 'record', null, 'front close-up'],
  ['lightning-bolt-keychain', 'Lightning Bolt Keychain', 'keychain', null, 'front close-up'],
  ['squad-logo-tee', 'Squad Logo Tee in black', 'tee', 'black', 'front back close-up'],
  ['panic-room-socks', 'Panic Room Socks', 'socks', null, 'front close-up'],
  ['squad-lanyard', 'Squad Lanyard in black', 'lanyard', 'black', 'front close-up'],
  ['comic-panel-tee', 'Comic Panel Tee in white', 'tee', 'white', 'front back'],
  ['mask-on-mask-off-tee', 'Mask On, Mask Off Tee in black', 'tee', 'black', 'front back'],
];

const VIEW_PARAMETER: Record<string, string> = { back: '&view=back', 'close-up': '&view=detail' };

/** Each seeded product's pictures: the URL the art route draws and the alt text that says it is an illustration. */
export const seedArtwork = ROWS.map(([slug, name, silhouette, color, views]) => ({
  slug,
  images: views.split(' ').map((view, index) => ({
    imageUrl:
      `/api/art/products/${slug}-${index + 1}.svg?silhouette=${silhouette}` +
      `${color ? `&color=${color}` : ''}${VIEW_PARAMETER[view] ?? ''}`,
    altText: `Illustration of the ${name}, ${view}`,
  })),
}));
