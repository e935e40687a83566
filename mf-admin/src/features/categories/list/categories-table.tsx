import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import type { AdminCategory } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { ActiveBadge } from '../../../ui/active-badge';
import { formatDateTime } from '../../../ui/format';
import type { RowSelection } from '../../../lib/use-row-selection';
import { SelectRowCell } from '../../../ui/selection-cells';
import { DraggableRow, WrappingCell } from '../../../ui/table-cells';
import { ListTable } from '../../../ui/list-table';
import { RecordRowActions } from '../../../ui/record-row-actions';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Handle = styled.span`
  cursor: grab;
  padding-inline: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
`;

interface Props {
  categories: AdminCategory[];
  selection: RowSelection<number>;
  /** Moves the category at `from` to position `to` (both 0-based). */
  onMove: (from: number, to: number) => void;
  onDelete: (category: AdminCategory) => void;
}

/** Spec 3 §2's columns; rows move by drag (the ⠿ handle) or with the Up and Down buttons. */
export function CategoriesTable({ categories, selection, onMove, onDelete }: Props) {
  const mayDelete = useStaffMay('catalog.delete');
  const [dragged, setDragged] = useState<number | null>(null);
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== to) onMove(dragged, to);
    setDragged(null);
  };
  return (
    <ListTable
      label="Categories, in display order"
      columns={['Name', 'Description', 'Products', 'Display order', 'Status', 'Last updated', 'Actions']}
      select={{ ids: categories.map((category) => category.id), selection, label: 'Select every category' }}
    >
      {categories.map((category, index) => (
        <DraggableRow
          key={category.id}
          data-testid="category-row"
          draggable
          $dragging={dragged === index}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            setDragged(index);
          }}
          onDragEnd={() => setDragged(null)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => drop(event, index)}
        >
          <SelectRowCell id={category.id} selection={selection} label={`Select ${category.name}`} />
          <td>
            <Link to={`/admin/categories/${category.id}`}>{category.name}</Link>
            <small>{category.slug}</small>
          </td>
          <WrappingCell $minWidth={18} $maxWidth={36}>
            {category.description || <small>No description</small>}
          </WrappingCell>
          <td>{category.productCount}</td>
          <td>
            <Actions>
              <Handle aria-hidden="true" title="Drag to reorder">
                ⠿
              </Handle>
              {index + 1}
              <Button $variant="ghost" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                Up<VisuallyHidden>: move {category.name} earlier</VisuallyHidden>
              </Button>
              <Button
                $variant="ghost"
                disabled={index === categories.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                Down<VisuallyHidden>: move {category.name} later</VisuallyHidden>
              </Button>
            </Actions>
          </td>
          <td>
            <ActiveBadge active={category.active} />
          </td>
          <td>{formatDateTime(category.updatedAt)}</td>
          <td>
            <Actions>
              <RecordRowActions
                name={category.name}
                links={[{ label: 'Edit', to: `/admin/categories/${category.id}/edit` }]}
                onDelete={mayDelete ? () => onDelete(category) : undefined}
              />
            </Actions>
          </td>
        </DraggableRow>
      ))}
    </ListTable>
  );
}
