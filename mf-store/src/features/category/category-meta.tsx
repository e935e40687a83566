import type { Category } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';

export function CategoryMeta({ category }: { category: Category }) {
  usePageMeta({
    title: category.name,
    description: category.description,
    canonicalPath: `/store/category/${category.slug}`,
    image: category.imageUrl ?? undefined,
  });
  return null;
}
