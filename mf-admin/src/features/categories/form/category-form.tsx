import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { CheckboxField, TextAreaField, TextField } from '@ps/shared/form';
import type { AdminCategory } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { useSaveCategory } from '../api/category-writes';
import { toCategoryInput, withCategoryName, type CategoryFormValues } from './category-form-values';

const Layout = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

interface Props {
  categoryId: number | null;
  initial: CategoryFormValues;
  onSaved: (category: AdminCategory) => void;
}

/** Spec 3's category form; the server checks everything again and its field messages land beside the fields. */
export function CategoryForm({ categoryId, initial, onSaved }: Props) {
  const [values, setValues] = useState(initial);
  const save = useSaveCategory(categoryId);
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toCategoryInput(values), {
      onSuccess: ({ category }) => {
        // The form stays open: its next save must name the version this one made.
        setValues((current) => ({ ...current, version: category.version }));
        onSaved(category);
      },
    });
  };

  return (
    <Layout onSubmit={submit} noValidate aria-label={categoryId === null ? 'New category' : 'Edit category'}>
      <Card>
        <h2>Details</h2>
        <TextField
          label="Name"
          required
          value={values.name}
          error={fields.name}
          onChange={(event) => setValues(withCategoryName(values, event.target.value))}
        />
        <TextField
          label="Slug"
          required
          value={values.slug}
          error={fields.slug}
          hint={`The store shows it at /store/category/${values.slug || '…'}. Made from the name until you type your own.`}
          onChange={(event) =>
            setValues({ ...values, slug: event.target.value, slugTouched: event.target.value !== '' })
          }
        />
        <TextAreaField
          label="Description"
          rows={4}
          value={values.description}
          error={fields.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
        <TextField
          label="Display order"
          type="number"
          min={0}
          step={1}
          value={values.displayOrder}
          error={fields.displayOrder}
          hint="Lower numbers come first; blank puts it last. The list also reorders by drag."
          onChange={(event) => setValues({ ...values, displayOrder: event.target.value })}
        />
        <CheckboxField
          label="Active (shown in the store, with its products)"
          checked={values.active}
          onChange={(event) => setValues({ ...values, active: event.target.checked })}
        />
      </Card>
      {save.error && (
        <p role="alert">
          {save.error instanceof ApiError
            ? save.error.userMessage('Failed to save the category')
            : 'Failed to save the category'}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : categoryId === null ? 'Create Category' : 'Save Changes'}
        </Button>
      </div>
    </Layout>
  );
}
