import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import type { AdminCategory } from '@ps/shared/schemas';
import { Link } from '@ps/shared/router';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { useDeleteCategory } from '../api/category-writes';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

interface Props {
  category: Pick<AdminCategory, 'id' | 'name' | 'productCount'>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Spec 3: deleting is refused while products are in the category; the dialog asks to move or delete them first. */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: Props) {
  const remove = useDeleteCategory();
  const hasProducts = category.productCount > 0;
  const confirm = () =>
    remove.mutate(category.id, {
      onSuccess: () => {
        toast({ title: `${category.name} was deleted` });
        onClose();
        onDeleted?.();
      },
    });
  return (
    <Dialog title={`Delete ${category.name}?`} onClose={onClose}>
      {hasProducts ? (
        <p>
          {category.name} has {category.productCount === 1 ? '1 product' : `${category.productCount} products`}. Move
          them to another category or delete them first, then delete the category.{' '}
          <Link to="/admin/products">Go to Products</Link>
        </p>
      ) : (
        <p>This action cannot be undone. The category leaves the store at once.</p>
      )}
      {remove.error && (
        <p role="alert">
          {remove.error instanceof ApiError
            ? remove.error.userMessage('Failed to delete the category')
            : 'Failed to delete the category'}
        </p>
      )}
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          {hasProducts ? 'Close' : 'Cancel'}
        </Button>
        <Button onClick={confirm} disabled={hasProducts || remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete Category'}
        </Button>
      </Actions>
    </Dialog>
  );
}
