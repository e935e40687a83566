import { useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from '@ps/shared/router';
import type { AdminCategory } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { ActiveBadge } from '../../../ui/active-badge';
import { Card } from '../../../ui/card';
import { RecordStates } from '../../../ui/record-states';
import { Facts } from '../../../ui/facts';
import { formatDateTime } from '../../../ui/format';
import { useAdminCategory } from '../api/get-admin-category';
import { DeleteCategoryDialog } from '../list/delete-category-dialog';
import { useRouteRecord } from '../../../lib/use-route-record';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';

const Picture = styled.img`
  width: min(240px, 100%);
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** /admin/categories/{id}: the category as the store shows it, with the way to edit or delete it. */
export function CategoryDetailPage() {
  const { query: category } = useRouteRecord(useAdminCategory, (data) => data.category.name);
  usePageMeta({ title: 'Category · Staff console', description: 'A category of the store.' });
  return (
    <RecordStates
      query={category}
      placeholder={['360px']}
      failure={{ title: 'Category not found', message: "The category you're looking for could not be found." }}
      back={{ to: '/admin/categories', label: 'Categories' }}
    >
      {({ category: item }) => <CategoryDetailView item={item} />}
    </RecordStates>
  );
}

function CategoryDetailView({ item }: { item: AdminCategory }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const mayDelete = useStaffMay('catalog.delete');
  return (
    <AdminPage>
      <PageHeader>
        <h1>{item.name}</h1>
        <div>
          <ButtonLink to={`/admin/categories/${item.id}/edit`}>Edit Category</ButtonLink>
          {item.active && (
            <ButtonLink to={`/store/category/${item.slug}`} $variant="secondary">
              View in store
            </ButtonLink>
          )}
          {mayDelete && (
            <Button $variant="secondary" onClick={() => setDeleting(true)}>
              Delete Category
            </Button>
          )}
        </div>
      </PageHeader>
      <Card>
        <p>
          <ActiveBadge active={item.active} />
        </p>
        <p>{item.description || 'No description.'}</p>
        <Facts>
          {(
            [
              ['Slug', item.slug],
              ['Products', String(item.productCount)],
              ['Display order', String(item.displayOrder)],
              ['Created', formatDateTime(item.createdAt)],
              ['Last updated', formatDateTime(item.updatedAt)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
        {item.imageUrl && <Picture src={item.imageUrl} alt={item.name} />}
      </Card>
      {deleting && (
        <DeleteCategoryDialog
          category={item}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/admin/categories')}
        />
      )}
    </AdminPage>
  );
}
