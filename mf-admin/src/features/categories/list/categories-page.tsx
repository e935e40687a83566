import { useMemo, useState } from 'react';
import { userErrorMessage } from '@ps/shared/api';
import type { AdminCategory } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { ButtonLink, ErrorFallback, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { EmptyState } from '../../../ui/empty-state';
import { StatGrid } from '../../../ui/stat-grid';
import { useRowSelection } from '../../../lib/use-row-selection';
import { useReorderCategories } from '../api/category-writes';
import { useAdminCategories } from '../api/get-admin-categories';
import { CategoriesBulkBar } from './categories-bulk-bar';
import { CategoriesTable } from './categories-table';
import { DeleteCategoryDialog } from './delete-category-dialog';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** /admin/categories: spec 3 §2's list, stat cards and bulk actions, in the order the store shows them. */
export function CategoriesPage() {
  usePageMeta({ title: 'Categories · Staff console', description: 'The categories the store shows.' });
  const list = useAdminCategories();
  const reorder = useReorderCategories();
  const selection = useRowSelection<number>();
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const categories = useMemo(() => list.data?.categories ?? [], [list.data]);
  const summary = list.data?.summary;

  const moveCategory = (from: number, to: number) => {
    if (to < 0 || to >= categories.length) return;
    reorder.mutate(move(categories, from, to).map((category) => category.id));
    setAnnouncement(`${categories[from]!.name} moved to position ${to + 1} of ${categories.length}`);
  };

  return (
    <AdminPage>
      <PageHeader>
        <h1>Categories</h1>
        <div>
          <ButtonLink to="/admin/categories/new">Add Category</ButtonLink>
        </div>
      </PageHeader>
      <StatGrid
        label="Category figures"
        stats={[
          ['Total categories', summary && String(summary.total)],
          ['Active', summary && String(summary.active)],
          ['Total products', summary && String(summary.totalProducts)],
          ['Average products', summary && String(summary.averageProducts)],
        ]}
      />
      {selection.selected.size > 0 && <CategoriesBulkBar ids={[...selection.selected]} onDone={selection.clear} />}
      <p aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </p>
      {reorder.error && <p role="alert">{userErrorMessage(reorder.error, 'The new order was not saved')}</p>}
      {list.isPending ? (
        <Skeleton $height="320px" />
      ) : list.isError ? (
        <ErrorFallback
          title="Failed to fetch categories"
          message="We couldn't load the categories. Please try again."
          onRetry={() => void list.refetch()}
        />
      ) : categories.length === 0 ? (
        <EmptyState title="No categories yet">Add the first category; products need one.</EmptyState>
      ) : (
        <CategoriesTable categories={categories} selection={selection} onMove={moveCategory} onDelete={setDeleting} />
      )}
      {deleting && <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />}
    </AdminPage>
  );
}
