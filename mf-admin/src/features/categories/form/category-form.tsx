import type { FormEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { CheckboxField, TextAreaField, TextField } from '@ps/shared/form';
import type { AdminCategory } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { Card } from '../../../ui/card';
import { NameAndSlugFields } from '../../../ui/name-and-slug-fields';
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

/** Spec 3 §2's category form; the server checks everything again and its field messages land beside the fields. */
export function CategoryForm({ categoryId, initial, onSaved }: Props) {
  const save = useSaveCategory(categoryId);
  const { values, change, set, fieldError } = useServerForm(() => initial, save);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toCategoryInput(values), {
      onSuccess: ({ category }) => {
        // The form stays open: its next save must name the version this one made.
        change({ version: category.version });
        onSaved(category);
      },
    });
  };

  return (
    <Layout onSubmit={submit} noValidate aria-label={categoryId === null ? 'New category' : 'Edit category'}>
      <Card>
        <h2>Details</h2>
        <NameAndSlugFields
          values={values}
          onName={(name) => change(withCategoryName(values, name))}
          onSlug={(slug, slugTouched) => change({ slug, slugTouched })}
          fieldError={fieldError}
          slugHint={`The store shows it at /store/category/${values.slug || '…'}. Made from the name until you type your own.`}
        />
        <TextAreaField
          label="Description"
          rows={4}
          value={values.description}
          error={fieldError('description')}
          onChange={set('description')}
        />
        <TextField
          label="Display order"
          type="number"
          min={0}
          step={1}
          value={values.displayOrder}
          error={fieldError('displayOrder')}
          hint="Lower numbers come first; blank puts it last. The list also reorders by drag."
          onChange={set('displayOrder')}
        />
        <CheckboxField
          label="Active (shown in the store, with its products)"
          checked={values.active}
          onChange={(event) => change({ active: event.target.checked })}
        />
      </Card>
      {save.error && <p role="alert">{userErrorMessage(save.error, 'Failed to save the category')}</p>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : categoryId === null ? 'Create Category' : 'Save Changes'}
        </Button>
      </div>
    </Layout>
  );
}
