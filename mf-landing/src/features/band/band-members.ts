export type HairStyle = 'spiky' | 'bob' | 'buzz' | 'curly';

export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  background: string;
}

export interface BandMember {
  id: string;
  name: string;
  role: string;
  description: string;
  fullBio: string;
  influences: readonly string[];
  funFact: string;
  social: { instagram: string; x: string; tiktok: string };
  look: PortraitLook;
}

export const BAND_MEMBERS: readonly BandMember[] = [
  {
    id: 'jax',
    name: 'Jax Rivera',
    role: 'Lead Vocals & Rhythm Guitar',
    description: 'Writes every song at 3 a.m., then worries about it until soundcheck.',
    fullBio:
      'Jax started Panic Squad in a Tucson garage with a borrowed amp and a notebook full of lyrics about being scared of everything. The songs turned into a way of saying the quiet parts loud, and the fans said them back. Jax still gets stage fright before every show and still walks out anyway.',
    influences: ['Paramore', 'Fall Out Boy', 'Blink-182', 'My Chemical Romance'],
    funFact: 'Owns 41 hoodies and wears the same three.',
    social: { instagram: '@jaxpanics', x: '@jaxrivera', tiktok: '@jaxpanics' },
    look: { skin: '#c98e64', hair: '#1b1b1b', hairStyle: 'spiky', shirt: '#ff4f8b', background: '#ffd23f' },
  },
  {
    id: 'mia',
    name: 'Mia "Static" Chen',
    role: 'Lead Guitar',
    description: 'Solos like the amp owes her money. Builds her own pedals.',
    fullBio:
      'Mia learned guitar from slowed-down videos and a very patient grandmother. She joined after answering a flyer that said "must be loud, must be kind". Her pedalboard is held together with glitter tape and engineering degrees, and every riff on MY SPACE went through it twice.',
    influences: ['Hayley Williams', 'Tom Morello', 'PVRIS', 'Yvette Young'],
    funFact: 'Has named every one of her guitars after a Marvel sidekick.',
    social: { instagram: '@staticmia', x: '@miastatic', tiktok: '@staticmia' },
    look: { skin: '#f1c7a1', hair: '#ff4f8b', hairStyle: 'bob', shirt: '#4fd1ff', background: '#ff4f8b' },
  },
  {
    id: 'dev',
    name: 'Dev Okafor',
    role: 'Bass & Backing Vocals',
    description: 'The calm one. Allegedly. Holds the low end and the setlist.',
    fullBio:
      'Dev was a jazz kid who wandered into a basement show and never left. He keeps the band on time, on key and on the bus. He also runs the Discord late-night listening parties, where he mostly talks about snacks and bass tone in equal measure.',
    influences: ['Mark Hoppus', 'Thundercat', 'Pete Wentz', 'Esperanza Spalding'],
    funFact: 'Can play the whole MY SPACE album backwards. Nobody asked him to.',
    social: { instagram: '@devlowend', x: '@devokafor', tiktok: '@devlowend' },
    look: { skin: '#6b4128', hair: '#2a1a10', hairStyle: 'curly', shirt: '#ffd23f', background: '#4fd1ff' },
  },
  {
    id: 'riley',
    name: 'Riley "Thunder" Park',
    role: 'Drums',
    description: 'Hits hard, apologises to the drums afterwards.',
    fullBio:
      'Riley broke four sticks at their audition and got the gig before the song ended. Off stage they are the quietest member of the band, on stage the loudest. Riley also designs most of the merch, including the sold-out anxious-superhero cape.',
    influences: ['Travis Barker', 'Meg White', 'Zac Farro', 'Josh Dun'],
    funFact: 'Meditates for ten minutes before every show, then plays at 190 bpm.',
    social: { instagram: '@thunderriley', x: '@rileythunder', tiktok: '@thunderriley' },
    look: { skin: '#e0ac7e', hair: '#5be49b', hairStyle: 'buzz', shirt: '#ff4f8b', background: '#5be49b' },
  },
];
