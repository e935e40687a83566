import type { FormEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@ps/shared/form';
import type { AdminProduct } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';
import { useServerForm } from '../../../lib/use-server-form';
import { Card } from '../../../ui/card';
import { NameAndSlugFields } from '../../../ui/name-and-slug-fields';
import { useCategoryOptions } from '../api/get-category-options';
import { useSaveProduct } from '../api/product-writes';
import { toProductInput, withName, type ProductFormValues } from './product-form-values';
import { VariantsEditor } from './variants-editor';

const Layout = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

interface Props {
  productId: number | null;
  initial: ProductFormValues;
  onSaved: (product: AdminProduct) => void;
}

/** Spec 3 §2's product form; the server checks everything again and its field messages land beside the fields. */
export function ProductForm({ productId, initial, onSaved }: Props) {
  const save = useSaveProduct(productId);
  const { values, change, set, fieldError, fields } = useServerForm(() => initial, save);
  const categories = useCategoryOptions();
  // A saved product's prices change only for a role that may reprice; the server refuses it otherwise.
  const mayReprice = useStaffMay('catalog.reprice');
  const pricesLocked = productId !== null && !mayReprice;
  const priceLock = pricesLocked ? { readOnly: true, hint: 'Your role may not change prices.' } : {};
  const text = (key: 'description' | 'tags' | 'basePrice' | 'salePrice' | 'maxPerOrder') => ({
    value: values[key],
    error: fields[key],
    onChange: set(key),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toProductInput(values), { onSuccess: ({ product }) => onSaved(product) });
  };

  return (
    <Layout onSubmit={submit} noValidate aria-label={productId === null ? 'New product' : 'Edit product'}>
      <Card>
        <h2>Details</h2>
        <NameAndSlugFields
          values={values}
          onName={(name) => change(withName(values, name))}
          onSlug={(slug, slugTouched) => change({ slug, slugTouched })}
          fieldError={fieldError}
          slugHint="Made from the name until you type your own."
        />
        <TextAreaField
          label="Description"
          rows={5}
          hint="Paragraphs, bold, italic, lists and links are kept."
          {...text('description')}
        />
        <TextField label="Tags" hint="Separate tags with commas." {...text('tags')} />
      </Card>
      <Card>
        <h2>Price and category</h2>
        <Pair>
          <TextField
            label="Base price"
            type="number"
            step="0.01"
            min={0}
            required
            {...text('basePrice')}
            {...priceLock}
          />
          <TextField
            label="Sale price (optional)"
            type="number"
            step="0.01"
            min={0}
            {...text('salePrice')}
            {...priceLock}
          />
        </Pair>
        <SelectField
          label="Category"
          required
          value={values.categoryId}
          error={fields.categoryId}
          onChange={set('categoryId')}
        >
          <option value="">Choose a category</option>
          {categories.data?.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Limit per order (optional)" type="number" min={1} step={1} {...text('maxPerOrder')} />
        <CheckboxField
          label="Featured"
          checked={values.isFeatured}
          onChange={(event) => change({ isFeatured: event.target.checked })}
        />
        <CheckboxField
          label="Active (shown in the store)"
          checked={values.isActive}
          onChange={(event) => change({ isActive: event.target.checked })}
        />
      </Card>
      <VariantsEditor
        variants={values.variants}
        basePrice={Number(values.salePrice || values.basePrice) || 0}
        error={fields.variants}
        fieldErrors={fields}
        onChange={(variants) => change({ variants })}
      />
      {save.error && <p role="alert">{userErrorMessage(save.error, 'Failed to save the product')}</p>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : productId === null ? 'Create Product' : 'Save Changes'}
        </Button>
      </div>
    </Layout>
  );
}
