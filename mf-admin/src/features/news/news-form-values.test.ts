import { describe, expect, it } from 'vitest';
import type { AdminNewsPost } from '@ps/shared/schemas';
import { localToday, toNewsFormValues } from './news-form-values';

describe('news form values', () => {
  it('dates a new post today on the local calendar, with zero-padded month and day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(toNewsFormValues(null, new Date(2026, 10, 24, 9))).toEqual({
      title: '',
      date: '2026-11-24',
      type: 'content',
      content: '',
      isHot: false,
    });
  });

  it('keeps an existing post as it was saved, with the version it was read at', () => {
    const post: AdminNewsPost = {
      id: 3,
      title: 'Cover contest',
      date: '2024-10-12',
      type: 'community',
      content: 'Post your cover.',
      isHot: true,
      published: true,
      updatedAt: '2024-10-12T10:00:00.000Z',
      version: 2,
    };
    expect(toNewsFormValues(post, new Date())).toEqual({
      title: 'Cover contest',
      date: '2024-10-12',
      type: 'community',
      content: 'Post your cover.',
      isHot: true,
      expectedVersion: 2,
    });
  });
});
