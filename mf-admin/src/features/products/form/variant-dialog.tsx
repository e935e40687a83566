import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '@ps/shared/form';
import { Link } from '@ps/shared/router';
import { adminVariantInputSchema, type AdminVariantInput } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { money } from '../../../ui/format';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  > :last-child {
    grid-column: 1 / -1;
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const StockNote = styled.p`
  margin: 0;
  align-self: end;
`;

interface Props {
  variant: AdminVariantInput | null;
  basePrice: number;
  onSave: (variant: AdminVariantInput) => void;
  onClose: () => void;
}

type Texts = Record<'name' | 'sku' | 'size' | 'color' | 'priceAdjustment' | 'stock', string>;

/**
 * Spec 3 §2's variant dialog: price adjustment and stock read as numbers (0 when empty); the final price shows as you
 * type. Only a new variant takes a starting stock: a saved one's stock moves with every sale, so it changes on the
 * Inventory screen, as an adjustment with its reason and history.
 */
export function VariantDialog({ variant, basePrice, onSave, onClose }: Props) {
  const [texts, setTexts] = useState<Texts>({
    name: variant?.name ?? '',
    sku: variant?.sku ?? '',
    size: variant?.size ?? '',
    color: variant?.color ?? '',
    priceAdjustment: String(variant?.priceAdjustment ?? 0),
    stock: String(variant?.stock ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const adjustment = Number(texts.priceAdjustment) || 0;
  const mayReprice = useStaffMay('catalog.reprice');
  // A saved variant's price changes only for a role that may reprice (the server refuses it otherwise).
  const priceLocked = variant?.id !== undefined && !mayReprice;
  const finalPrice = `Final price: ${money(basePrice)} + ${money(adjustment)} = ${money(basePrice + adjustment)}`;
  const field = (key: keyof Texts) => ({
    value: texts[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setTexts({ ...texts, [key]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the product form: its submit must not bubble up and save the product.
    event.stopPropagation();
    const parsed = adminVariantInputSchema.safeParse({
      ...texts,
      id: variant?.id,
      priceAdjustment: Number(texts.priceAdjustment || 0),
      stock: Number(texts.stock || 0),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    onSave(parsed.data);
  };

  return (
    <Dialog title={variant ? 'Edit variant' : 'Add variant'} onClose={onClose}>
      <Fields onSubmit={submit} noValidate>
        <TextField label="Variant name" required {...field('name')} />
        <TextField label="SKU" required {...field('sku')} />
        <TextField label="Size" {...field('size')} />
        <TextField label="Color" {...field('color')} />
        <TextField
          label="Price adjustment"
          type="number"
          step="0.01"
          hint={priceLocked ? `${finalPrice}. Your role may not change prices.` : finalPrice}
          {...field('priceAdjustment')}
          readOnly={priceLocked}
        />
        {variant?.id === undefined ? (
          <TextField label="Stock quantity" type="number" min={0} step={1} {...field('stock')} />
        ) : (
          <StockNote>
            Stock is changed on the Inventory screen, where every change keeps its reason.{' '}
            <Link to={`/admin/inventory?q=${encodeURIComponent(variant.sku)}`}>Adjust stock of {variant.sku}</Link>
          </StockNote>
        )}
        <div>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{variant ? 'Save variant' : 'Add variant'}</Button>
        </div>
      </Fields>
    </Dialog>
  );
}
