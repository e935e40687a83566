import { describe, expect, it } from 'vitest';
import { cutWithEllipsis, hashtagCountFor, platformCaption } from './share-caption';

const TAGS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('share captions', () => {
  it('cuts to the limit with an ellipsis as the last character', () => {
    expect(cutWithEllipsis('short', 10)).toBe('short');
    const cut = cutWithEllipsis('x'.repeat(200), 150);
    expect(Array.from(cut)).toHaveLength(150);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('keeps each platform within its limit: TikTok 150, Instagram 125, Twitter 280, Facebook 400', () => {
    const long = 'y'.repeat(1000);
    expect(Array.from(platformCaption('tiktok', long, TAGS))).toHaveLength(150);
    expect(Array.from(platformCaption('instagram', long, TAGS))).toHaveLength(125);
    expect(Array.from(platformCaption('facebook', long, TAGS))).toHaveLength(400);
  });

  it('gives Twitter only the first 200 caption characters, so its hashtags survive', () => {
    const tweet = platformCaption('twitter', 'z'.repeat(1000), TAGS);
    expect(tweet).toBe(`${'z'.repeat(200)}\n\n#a #b #c`);
  });

  it('uses 5 hashtags for Instagram and 3 for the others', () => {
    expect(hashtagCountFor('instagram')).toBe(5);
    expect(platformCaption('instagram', 'Hi', TAGS)).toBe('Hi\n\n#a #b #c #d #e');
    expect(platformCaption('facebook', 'Hi', TAGS)).toBe('Hi\n\n#a #b #c');
    expect(platformCaption('tiktok', 'Hi', TAGS)).toBe('Hi\n\n#a #b #c');
  });
});
