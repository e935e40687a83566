import { describe, expect, it } from 'vitest';
import { emptyCategoryForm, toCategoryInput, withCategoryName } from './category-form-values';

describe('category form values', () => {
  it('makes the slug from the name until staff type their own', () => {
    const named = withCategoryName(emptyCategoryForm(), 'Hoodies & Jackets');
    expect(named.slug).toBe('hoodies-jackets');
    const own = withCategoryName({ ...named, slug: 'outerwear', slugTouched: true }, 'Coats');
    expect(own.slug).toBe('outerwear');
  });

  it('sends a blank display order as null (last) and a number as a number', () => {
    expect(toCategoryInput(emptyCategoryForm()).displayOrder).toBeNull();
    expect(toCategoryInput({ ...emptyCategoryForm(), displayOrder: ' 3 ' }).displayOrder).toBe(3);
    expect(toCategoryInput({ ...emptyCategoryForm(), displayOrder: 'x' }).displayOrder).toBe('x');
  });

  it('sends back the version the form read, and none for a new category', () => {
    expect(toCategoryInput(emptyCategoryForm()).expectedVersion).toBeUndefined();
    expect(toCategoryInput({ ...emptyCategoryForm(), version: 4 }).expectedVersion).toBe(4);
  });
});
