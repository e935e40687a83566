import type { AdminCategory } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { DeleteDialog } from '../../../ui/delete-dialog';
import { useDeleteCategory } from '../api/category-writes';

interface Props {
  category: Pick<AdminCategory, 'id' | 'name' | 'productCount'>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Spec 3 §2: deleting is refused while products are in the category; the dialog asks to move or delete them first. */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: Props) {
  const remove = useDeleteCategory();
  const hasProducts = category.productCount > 0;
  return (
    <DeleteDialog
      title={`Delete ${category.name}?`}
      confirmLabel="Delete Category"
      failure="Failed to delete the category"
      remove={remove}
      id={category.id}
      deleted={() => `${category.name} was deleted`}
      onClose={onClose}
      onDeleted={onDeleted}
      blocked={hasProducts}
    >
      {hasProducts ? (
        <p>
          {category.name} has {category.productCount === 1 ? '1 product' : `${category.productCount} products`}. Move
          them to another category or delete them first, then delete the category.{' '}
          <Link to="/admin/products">Go to Products</Link>
        </p>
      ) : (
        <p>This action cannot be undone. The category leaves the store at once.</p>
      )}
    </DeleteDialog>
  );
}
