import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import type { AdminProduct } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { useDeleteProduct } from '../api/product-writes';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

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
    <Dialog title={`Delete ${product.name}?`} onClose={onClose}>
      <p>This action cannot be undone. All associated variants and inventory will also be removed.</p>
      <p>
        A product that appears on any order is archived instead: hidden from the store and this list, kept for order
        history.
      </p>
      {remove.error && (
        <p role="alert">
          {remove.error instanceof ApiError
            ? remove.error.userMessage('Failed to delete the product')
            : 'Failed to delete the product'}
        </p>
      )}
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete Product'}
        </Button>
      </Actions>
    </Dialog>
  );
}
