import type { AdminProduct } from '@ps/shared/console-schemas';
import { DeleteDialog } from '../../../ui/delete-dialog';
import { useDeleteProduct } from '../api/product-writes';

interface Props {
  product: Pick<AdminProduct, 'id' | 'name'>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Spec 3 §2's warning, plus what happens to a product that was ordered: it is archived, not erased. */
export function DeleteProductDialog({ product, onClose, onDeleted }: Props) {
  const remove = useDeleteProduct();
  return (
    <DeleteDialog
      title={`Delete ${product.name}?`}
      confirmLabel="Delete Product"
      failure="Failed to delete the product"
      remove={remove}
      id={product.id}
      deleted={({ outcome }) =>
        outcome === 'archived' ? `${product.name} was archived: it is on orders` : `${product.name} was deleted`
      }
      onDeleted={onDeleted}
      onClose={onClose}
    >
      <p>This action cannot be undone. All associated variants and inventory will also be removed.</p>
      <p>
        A product that appears on any order is archived instead: hidden from the store and this list, kept for order
        history.
      </p>
    </DeleteDialog>
  );
}
