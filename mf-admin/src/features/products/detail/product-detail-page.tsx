import { useState } from 'react';
import styled from 'styled-components';
import { Link, useNavigate } from '@ps/shared/router';
import type { AdminProduct } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Badge, Button } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { ActiveBadge } from '../../../ui/active-badge';
import { Card } from '../../../ui/card';
import { RecordStates } from '../../../ui/record-states';
import { DataTable } from '../../../ui/data-table';
import { money } from '../../../ui/format';
import { useAdminProduct } from '../api/get-admin-product';
import { DeleteProductDialog } from '../list/delete-product-dialog';
import { StockBadge } from '../list/stock-badge';
import { useRouteRecord } from '../../../lib/use-route-record';
import { TableHead } from '../../../ui/table-head';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';

const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 120px;
    height: 120px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** /admin/products/{id}: what the store shows, with the way to edit or delete it. */
export function ProductDetailPage() {
  const { query: product } = useRouteRecord(useAdminProduct, (data) => data.product.name);
  usePageMeta({ title: 'Product · Staff console', description: 'A product of the store.' });
  return (
    <RecordStates
      query={product}
      placeholder={['480px']}
      failure={{ title: 'Product not found', message: "The product you're looking for could not be found." }}
    >
      {({ product: item }) => <ProductDetailView item={item} />}
    </RecordStates>
  );
}

function ProductDetailView({ item }: { item: AdminProduct }) {
  const mayDelete = useStaffMay('catalog.delete');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <AdminPage>
      <PageHeader>
        <h1>{item.name}</h1>
        <div>
          <Link to={`/admin/products/${item.id}/edit`}>Edit Product</Link>
          <a href={`/store/${item.slug}`}>View in store</a>
          {mayDelete && (
            <Button $variant="secondary" onClick={() => setDeleting(true)}>
              Delete Product
            </Button>
          )}
        </div>
      </PageHeader>
      <Card>
        <p>
          {item.category.name} · {item.slug} ·{' '}
          {item.salePrice === null ? money(item.basePrice) : `${money(item.salePrice)} (was ${money(item.basePrice)})`}
        </p>
        <p>
          <ActiveBadge active={item.isActive} /> {item.isFeatured && <Badge $tone="accent">Featured</Badge>}{' '}
          <StockBadge stock={item.totalStock} />
        </p>
        {item.tags.length > 0 && <p>Tags: {item.tags.join(', ')}</p>}
        {item.maxPerOrder !== null && <p>At most {item.maxPerOrder} per order</p>}
      </Card>
      <Card aria-labelledby="detail-images">
        <h2 id="detail-images">Images</h2>
        {item.images.length === 0 ? (
          <p>No images: the store shows generated art.</p>
        ) : (
          <Images>
            {item.images.map((image, index) => (
              <img key={image.id} src={image.thumbnailUrl} alt={`${image.altText}, image ${index + 1}`} />
            ))}
          </Images>
        )}
      </Card>
      <Card aria-labelledby="detail-variants">
        <h2 id="detail-variants">Variants</h2>
        <DataTable aria-labelledby="detail-variants">
          <TableHead columns={['Variant', 'SKU', 'Size / color', 'Price', 'Stock', 'Reserved']} />
          <tbody>
            {item.variants.map((variant) => (
              <tr key={variant.id}>
                <th scope="row">{variant.name}</th>
                <td>{variant.sku}</td>
                <td>{[variant.size, variant.color].filter(Boolean).join(' / ') || '—'}</td>
                <td>{money((item.salePrice ?? item.basePrice) + variant.priceAdjustment)}</td>
                <td>{variant.stock}</td>
                <td>{variant.reserved}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Card>
      {deleting && (
        <DeleteProductDialog
          product={item}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/admin/products')}
        />
      )}
    </AdminPage>
  );
}
