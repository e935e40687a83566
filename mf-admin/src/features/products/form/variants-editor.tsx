import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { AdminVariantInput } from '@ps/shared/console-schemas';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { money } from '../../../ui/format';
import { VariantDialog } from './variant-dialog';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface Props {
  variants: AdminVariantInput[];
  basePrice: number;
  error?: string;
  fieldErrors: Record<string, string>;
  onChange: (variants: AdminVariantInput[]) => void;
}

/** Variants are added, edited and deleted through the dialog; the product is saved with them. */
export function VariantsEditor({ variants, basePrice, error, fieldErrors, onChange }: Props) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const save = (variant: AdminVariantInput) => {
    onChange(
      editing === 'new' ? [...variants, variant] : variants.map((old, index) => (index === editing ? variant : old)),
    );
    setEditing(null);
  };
  return (
    <Card aria-labelledby="variants-heading">
      <h2 id="variants-heading">Variants</h2>
      {variants.length === 0 && <p>No variants yet. A product needs at least one to be sold.</p>}
      <List>
        {variants.map((variant, index) => (
          <li key={`${variant.sku}-${index}`} data-testid="variant-item">
            <div>
              <strong>{variant.name}</strong> · {variant.sku}
              <small>
                {[variant.size, variant.color].filter(Boolean).join(' / ') || 'No size or color'} ·{' '}
                {money(basePrice + (variant.priceAdjustment ?? 0))} ·{' '}
                {variant.id === undefined ? `${variant.stock ?? 0} to start with` : `${variant.stock ?? 0} in stock`}
              </small>
              {Object.entries(fieldErrors)
                .filter(([key]) => key.startsWith(`variants.${index}.`))
                .map(([key, message]) => (
                  <small key={key} role="alert">
                    {message}
                  </small>
                ))}
            </div>
            <div>
              <Button type="button" $variant="ghost" onClick={() => setEditing(index)}>
                Edit<VisuallyHidden> {variant.name}</VisuallyHidden>
              </Button>
              <Button type="button" $variant="ghost" onClick={() => onChange(variants.filter((_, at) => at !== index))}>
                Delete<VisuallyHidden> {variant.name}</VisuallyHidden>
              </Button>
            </div>
          </li>
        ))}
      </List>
      {error && <p role="alert">{error}</p>}
      <Button type="button" $variant="secondary" onClick={() => setEditing('new')}>
        Add Variant
      </Button>
      {/* The dialog has a form of its own; outside the product form's DOM, its submit can never submit the product's. */}
      {editing !== null &&
        createPortal(
          <VariantDialog
            variant={editing === 'new' ? null : (variants[editing] ?? null)}
            basePrice={basePrice}
            onSave={save}
            onClose={() => setEditing(null)}
          />,
          document.body,
        )}
    </Card>
  );
}
