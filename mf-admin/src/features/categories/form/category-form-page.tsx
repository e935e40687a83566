import { usePageMeta } from '@ps/shared/seo';
import { toast } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { RecordFormPage, RecordFormStates } from '../../../ui/record-form-page';
import { useAdminCategory } from '../api/get-admin-category';
import { CategoryForm } from './category-form';
import { emptyCategoryForm, formFromCategory } from './category-form-values';
import { CategoryImage } from './category-image';
import { useOpenCreated } from '../../../lib/use-open-created';
import { useRouteRecord } from '../../../lib/use-route-record';

/** /admin/categories/new */
export function NewCategoryPage() {
  usePageMeta({ title: 'New category · Staff console', description: 'Add a category to the store.' });
  const openCreated = useOpenCreated('/admin/categories', 'Add its image here.');
  return (
    <RecordFormPage title="New category">
      <CategoryForm categoryId={null} initial={emptyCategoryForm()} onSaved={openCreated} />
      <Card>
        <h2>Image</h2>
        <p>Create the category first; then add its image here.</p>
      </Card>
    </RecordFormPage>
  );
}

/** /admin/categories/{id}/edit */
export function EditCategoryPage() {
  const { id, query: category } = useRouteRecord(useAdminCategory, (data) => data.category.name);
  usePageMeta({ title: 'Edit category · Staff console', description: 'Change a category of the store.' });
  return (
    <RecordFormPage title={category.data ? `Edit ${category.data.category.name}` : 'Edit category'}>
      <RecordFormStates
        query={category}
        placeholderHeight="420px"
        failure={{ title: 'Category not found', message: "The category you're looking for could not be found." }}
      >
        {(data) => (
          <>
            <CategoryForm
              key={id}
              categoryId={id}
              initial={formFromCategory(data.category)}
              onSaved={(saved) => toast({ title: `${saved.name} was saved` })}
            />
            <CategoryImage category={data.category} />
          </>
        )}
      </RecordFormStates>
    </RecordFormPage>
  );
}
