import styled from 'styled-components';
import type { AdminProduct } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { Badge, VisuallyHidden } from '@ps/shared/ui';
import { ActiveBadge } from '../../../ui/active-badge';
import { formatDateTime, money } from '../../../ui/format';
import { StockBadge } from './stock-badge';
import type { RowSelection } from '../../../lib/use-row-selection';
import { SelectRowCell } from '../../../ui/selection-cells';
import { CellThumbnail } from '../../../ui/table-cells';
import { ListTable } from '../../../ui/list-table';
import { RecordRowActions } from '../../../ui/record-row-actions';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  flex-wrap: wrap;
`;

interface Props {
  products: AdminProduct[];
  selection: RowSelection<number>;
  onDelete: (product: AdminProduct) => void;
}

export function ProductsTable({ products, selection, onDelete }: Props) {
  const mayDelete = useStaffMay('catalog.delete');
  return (
    <ListTable
      label="Products"
      columns={['Product', 'Price', 'Stock', 'Variants', 'Status', 'Last updated', 'Actions']}
      select={{ ids: products.map((product) => product.id), selection, label: 'Select every product on this page' }}
    >
      {products.map((product) => (
        <tr key={product.id} data-testid="product-row">
          <SelectRowCell id={product.id} selection={selection} label={`Select ${product.name}`} />
          <td>
            <Row>
              {product.images[0] && <CellThumbnail src={product.images[0].thumbnailUrl} alt="" />}
              <div>
                <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
                <small>
                  {product.category.name} · {product.slug}
                </small>
              </div>
            </Row>
          </td>
          <td>
            {product.salePrice === null ? (
              money(product.basePrice)
            ) : (
              <>
                {money(product.salePrice)}{' '}
                <small>
                  <s>
                    <VisuallyHidden>was </VisuallyHidden>
                    {money(product.basePrice)}
                  </s>
                </small>
              </>
            )}
          </td>
          <td>
            <StockBadge stock={product.totalStock} />
          </td>
          <td>{product.variants.length}</td>
          <td>
            <Row>
              {product.isFeatured && <Badge $tone="accent">Featured</Badge>}
              <ActiveBadge active={product.isActive} />
            </Row>
          </td>
          <td>{formatDateTime(product.updatedAt)}</td>
          <td>
            <Row>
              <RecordRowActions
                name={product.name}
                links={[
                  { label: 'View', to: `/admin/products/${product.id}` },
                  { label: 'Edit', to: `/admin/products/${product.id}/edit` },
                ]}
                onDelete={mayDelete ? () => onDelete(product) : undefined}
              />
            </Row>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
