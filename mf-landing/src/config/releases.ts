import { MY_SPACE, SUPERHERO_COMPLEX, type ReleaseIdentity } from './albums';

export interface Track {
  id: string;
  title: string;
  /** Seconds. */
  duration: number;
  previewUrl: string;
  spotifyUrl: string;
  youtubeUrl: string;
  appleMusicUrl: string;
  isPopular: boolean;
}

export interface Release extends ReleaseIdentity {
  type: 'album' | 'ep';
  description: string;
  genres: readonly string[];
  totalTracks: number;
  totalDuration: string;
  spotifyUrl: string;
  youtubeUrl: string;
  appleMusicUrl: string;
  bandcampUrl?: string;
  isNew: boolean;
  isFeatured: boolean;
  tracks: readonly Track[];
}

const search = (base: string, text: string) => `${base}${encodeURIComponent(`Panic Squad ${text}`)}`;

/** Track ids are `<release>-<nn>`: the API serves each preview under that id. */
function buildTracks(releaseId: string, rows: readonly (readonly [string, string, boolean?])[]): Track[] {
  return rows.map(([title, time, isPopular = false], index) => {
    const id = `${releaseId}-${String(index + 1).padStart(2, '0')}`;
    const [minutes = 0, seconds = 0] = time.split(':').map(Number);
    return {
      id,
      title,
      duration: minutes * 60 + seconds,
      previewUrl: `/api/audio/previews/${id}`,
      spotifyUrl: search('https://open.spotify.com/search/', title),
      youtubeUrl: search('https://www.youtube.com/results?search_query=', title),
      appleMusicUrl: search('https://music.apple.com/us/search?term=', title),
      isPopular,
    };
  });
}

export const RELEASES: readonly Release[] = [
  {
    ...MY_SPACE,
    type: 'album',
    description:
      'Twelve songs about needing room to breathe, written in a van, a closet and one very patient Airbnb. Big choruses, bigger feelings.',
    genres: ['Pop-Punk', 'Emo', 'Alternative'],
    totalTracks: 12,
    totalDuration: '42:15',
    spotifyUrl: search('https://open.spotify.com/search/', 'MY SPACE'),
    youtubeUrl: search('https://www.youtube.com/results?search_query=', 'MY SPACE'),
    appleMusicUrl: search('https://music.apple.com/us/search?term=', 'MY SPACE'),
    bandcampUrl: 'https://bandcamp.com/search?q=Panic%20Squad%20MY%20SPACE',
    isNew: true,
    isFeatured: true,
    tracks: buildTracks('my-space', [
      ['Heart Rate Hero', '3:24', true],
      ['My Space (Leave Me Alone)', '3:41', true],
      ["Cape Doesn't Fit", '3:12'],
      ['Overthinking in 4/4', '3:38', true],
      ['Panic at the Pharmacy', '2:58'],
      ['Sidekick Syndrome', '3:45'],
      ['Left on Read', '3:19', true],
      ['3AM Origin Story', '3:52'],
      ['Social Battery (0%)', '3:27'],
      ['Villain Era Lite', '3:33'],
      ['Breathe In, Breathe Out', '3:44'],
      ['Saving the World (Tomorrow)', '3:42'],
    ]),
  },
  {
    ...SUPERHERO_COMPLEX,
    type: 'album',
    description:
      'The debut: ten songs about pretending to be fine while the city (and your group chat) is on fire. Where the Squad began.',
    genres: ['Pop-Punk', 'Punk Rock'],
    totalTracks: 10,
    totalDuration: '38:45',
    spotifyUrl: search('https://open.spotify.com/search/', 'SUPERHERO COMPLEX'),
    youtubeUrl: search('https://www.youtube.com/results?search_query=', 'SUPERHERO COMPLEX'),
    appleMusicUrl: search('https://music.apple.com/us/search?term=', 'SUPERHERO COMPLEX'),
    isNew: false,
    isFeatured: false,
    tracks: buildTracks('superhero-complex', [
      ['Superhero Complex', '3:33', true],
      ['Kryptonite Is Small Talk', '3:56', true],
      ['Mild Peril', '3:11'],
      ['Alter Ego, Altered Mood', '4:07'],
      ['Mask On, Guard Up', '3:48'],
      ['Utility Belt of Coping Skills', '3:44', true],
      ['Not All Heroes Sleep', '3:59'],
      ['Secret Identity Crisis', '3:39'],
      ['Radioactive Butterflies', '3:52'],
      ['Last Issue (To Be Continued)', '4:56'],
    ]),
  },
];
