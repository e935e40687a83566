import { useState } from 'react';
import { useParams } from '@ps/shared/router';
import { Container, LazyHydration } from '@ps/shared/ui';
import { CatalogNotFoundError } from '../../lib/catalog-api/catalog-request';
import { useCategory } from '../../lib/catalog-api/get-category';
import { Breadcrumb } from '../../ui/breadcrumb';
import { MissingPage } from '../../ui/missing-page';
import type { GridView } from '../../ui/product-grid';
import { CategoryHeader } from './category-header';
import { CategoryMeta } from './category-meta';
import { CategoryProducts } from './category-products';
import { CategorySkeleton } from './category-skeleton';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const [view, setView] = useState<GridView>('grid');
  const { data, isPending, error } = useCategory(slug);

  if (isPending) return <CategorySkeleton />;
  if (error instanceof CatalogNotFoundError) {
    return (
      <MissingPage
        title="Category Not Found"
        message="We couldn't find that category. It may have moved or sold out for good."
      />
    );
  }
  if (error) return <MissingPage title="Category unavailable" message={error.message} />;

  return (
    <main>
      <CategoryMeta category={data.category} />
      <Container>
        <LazyHydration hydrateOn="interaction">
          <Breadcrumb items={[{ label: 'Store', to: '/store' }, { label: data.category.name }]} />
        </LazyHydration>
        {/* The header's view toggle hydrates with the page; the grid as it is seen or its view changes (decision 050). */}
        <CategoryHeader category={data.category} productCount={data.productCount} view={view} onViewChange={setView} />
        <LazyHydration hydrateOn="visible">
          <CategoryProducts slug={slug} name={data.category.name} view={view} />
        </LazyHydration>
      </Container>
    </main>
  );
}
