import { useNavigate, useParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ErrorFallback, Skeleton, toast } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { Card } from '../../../ui/card';
import { useAdminCategory } from '../api/get-admin-category';
import { CategoryForm } from './category-form';
import { emptyCategoryForm, formFromCategory } from './category-form-values';
import { CategoryImage } from './category-image';
import { useRecordTitle } from '../../../lib/record-titles';

/** /admin/categories/new */
export function NewCategoryPage() {
  usePageMeta({ title: 'New category · Staff console', description: 'Add a category to the store.' });
  const navigate = useNavigate();
  return (
    <AdminPage>
      <PageHeader>
        <h1>New category</h1>
      </PageHeader>
      <CategoryForm
        categoryId={null}
        initial={emptyCategoryForm()}
        onSaved={(category) => {
          toast({ title: `${category.name} was created`, description: 'Add its image here.' });
          void navigate(`/admin/categories/${category.id}/edit`);
        }}
      />
      <Card>
        <h2>Image</h2>
        <p>Create the category first; then add its image here.</p>
      </Card>
    </AdminPage>
  );
}

/** /admin/categories/{id}/edit */
export function EditCategoryPage() {
  const id = Number(useParams().id);
  const category = useAdminCategory(id);
  useRecordTitle(category.data?.category.name);
  usePageMeta({ title: 'Edit category · Staff console', description: 'Change a category of the store.' });
  return (
    <AdminPage>
      <PageHeader>
        <h1>{category.data ? `Edit ${category.data.category.name}` : 'Edit category'}</h1>
      </PageHeader>
      {category.isPending ? (
        <Skeleton $height="420px" />
      ) : category.isError ? (
        <ErrorFallback
          title="Category not found"
          message="The category you're looking for could not be found."
          onRetry={() => void category.refetch()}
        />
      ) : (
        <>
          <CategoryForm
            key={id}
            categoryId={id}
            initial={formFromCategory(category.data.category)}
            onSaved={(saved) => toast({ title: `${saved.name} was saved` })}
          />
          <CategoryImage category={category.data.category} />
        </>
      )}
    </AdminPage>
  );
}
