export type NewsType = 'milestone' | 'content' | 'community' | 'tour';

export interface NewsItem {
  id: string;
  title: string;
  /** ISO date. */
  date: string;
  type: NewsType;
  content: string;
  isHot: boolean;
}

export const NEWS_ITEMS: readonly NewsItem[] = [
  {
    id: 'streams-milestone',
    title: 'MY SPACE hits 10 million streams',
    date: '2024-11-02',
    type: 'milestone',
    content: 'Ten million plays in eight weeks. That is a lot of people panicking along with us. Thank you, Squad.',
    isHot: true,
  },
  {
    id: 'studio-diaries',
    title: 'Studio Diaries, episode 4: the bridge that broke us',
    date: '2024-10-21',
    type: 'content',
    content: 'Jax rewrote the bridge of "Left on Read" eleven times. We filmed every single attempt. You are welcome.',
    isHot: false,
  },
  {
    id: 'cover-contest',
    title: 'Cover contest: play "Heart Rate Hero" your way',
    date: '2024-10-12',
    type: 'community',
    content: 'Post your cover with #HeartRateHero. Our favourite three get signed gear and a video call with the band.',
    isHot: false,
  },
  {
    id: 'tour-announcement',
    title: 'The Anxiety Attack Tour adds five new cities',
    date: '2024-10-01',
    type: 'tour',
    content:
      'Denver, Austin, Nashville, Toronto and Seattle join the run. Presale for newsletter members starts Friday.',
    isHot: true,
  },
];
