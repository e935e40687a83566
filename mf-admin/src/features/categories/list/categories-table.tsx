import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import type { AdminCategory } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { Badge, Button, VisuallyHidden } from '@ps/shared/ui';
import { DataTable } from '../../../ui/data-table';
import { formatDateTime } from '../../../ui/format';
import { SelectAllHeader, SelectRowCell } from '../../../ui/selection-cells';

const Row = styled.tr<{ $dragging: boolean }>`
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  td:nth-child(3) {
    min-width: 18ch;
    max-width: 36ch;
    white-space: normal;
  }
`;

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
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  /** Moves the category at `from` to position `to` (both 0-based). */
  onMove: (from: number, to: number) => void;
  onDelete: (category: AdminCategory) => void;
}

/** Spec 3's columns; rows move by drag (the ⠿ handle) or with the Up and Down buttons. */
export function CategoriesTable({ categories, selected, onSelect, onMove, onDelete }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== to) onMove(dragged, to);
    setDragged(null);
  };
  return (
    <DataTable aria-label="Categories, in display order">
      <thead>
        <tr>
          <SelectAllHeader
            ids={categories.map((category) => category.id)}
            selected={selected}
            onSelect={onSelect}
            label="Select every category"
          />
          <th scope="col">Name</th>
          <th scope="col">Description</th>
          <th scope="col">Products</th>
          <th scope="col">Display order</th>
          <th scope="col">Status</th>
          <th scope="col">Last updated</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category, index) => (
          <Row
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
            <SelectRowCell id={category.id} selected={selected} onSelect={onSelect} label={`Select ${category.name}`} />
            <td>
              <Link to={`/admin/categories/${category.id}`}>{category.name}</Link>
              <small>{category.slug}</small>
            </td>
            <td>{category.description || <small>No description</small>}</td>
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
              <Badge $tone={category.active ? 'success' : 'neutral'}>{category.active ? 'Active' : 'Inactive'}</Badge>
            </td>
            <td>{formatDateTime(category.updatedAt)}</td>
            <td>
              <Actions>
                <Link to={`/admin/categories/${category.id}/edit`}>
                  Edit<VisuallyHidden> {category.name}</VisuallyHidden>
                </Link>
                <Button $variant="ghost" onClick={() => onDelete(category)}>
                  Delete<VisuallyHidden> {category.name}</VisuallyHidden>
                </Button>
              </Actions>
            </td>
          </Row>
        ))}
      </tbody>
    </DataTable>
  );
}
