import type { AdminProduct } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteProduct } from '../api/product-writes';

interface Props {
  product: Pick<AdminProduct, 'id' | 'name'>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Spec 3's warning, plus what happens to a product that was ordered: it is archived, not erased. */
export function DeleteProductDialog({ product, onClose, onDeleted }: Props) {
  const remove = useDeleteProduct();
  const confirm = () =>
    remove.mutate(product.id, {
      onSuccess: ({ outcome }) => {
        toast({
          title:
            outcome === 'archived' ? `${product.name} was archived: it is on orders` : `${product.name} was deleted`,
        });
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      title={`Delete ${product.name}?`}
      confirmLabel="Delete Product"
      pendingLabel="Deleting…"
      action={remove}
      failure="Failed to delete the product"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>This action cannot be undone. All associated variants and inventory will also be removed.</p>
      <p>
        A product that appears on any order is archived instead: hidden from the store and this list, kept for order
        history.
      </p>
    </ConfirmDialog>
  );
}
