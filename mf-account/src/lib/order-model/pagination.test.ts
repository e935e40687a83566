import { describe, expect, it } from 'vitest';
import { pageCount, pageLabel, pageOffset } from './pagination';

describe('order history pagination', () => {
  it('counts whole pages of ten and never fewer than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });

  it('asks the API from (page - 1) * size', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
  });

  it("reads 'Page x of y'", () => {
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
  });
});
