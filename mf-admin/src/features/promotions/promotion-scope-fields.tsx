import { useState } from 'react';
import { OptionPicker } from '../../ui/option-picker';
import { useCategoryOptions, useChosenProducts, useProductOptions } from './api/scope-options';

interface Props {
  productIds: number[];
  categoryIds: number[];
  onChange: (scope: { productIds: number[]; categoryIds: number[] }) => void;
  fieldError: (key: string) => string | undefined;
}

const matches = (search: string) => (label: string) => label.toLowerCase().includes(search.trim().toLowerCase());

/** Which products and categories a code is limited to; none chosen means the whole store. */
export function PromotionScopeFields({ productIds, categoryIds, onChange, fieldError }: Props) {
  const [productSearch, setProductSearch] = useState('');
  const [categorySearch, setCategorySearch] = useState('');
  const products = useProductOptions(productSearch);
  const chosenProducts = useChosenProducts(productIds);
  const categories = useCategoryOptions();
  const allCategories = categories.data ?? [];
  const chosenCategories = categoryIds.map(
    (id) => allCategories.find((category) => category.id === id) ?? { id, label: `Category ${id}` },
  );
  return (
    <>
      <OptionPicker
        label="Only these products"
        hint="Search by name, slug or SKU. None chosen: every product."
        selected={chosenProducts}
        options={products.data ?? []}
        loading={products.isFetching}
        search={productSearch}
        onSearch={setProductSearch}
        onAdd={(option) => onChange({ productIds: [...productIds, option.id], categoryIds })}
        onRemove={(id) => onChange({ productIds: productIds.filter((kept) => kept !== id), categoryIds })}
        error={fieldError('productIds')}
      />
      <OptionPicker
        label="Only these categories"
        hint="Search by name. None chosen: every category."
        selected={chosenCategories}
        options={allCategories.filter((category) => matches(categorySearch)(category.label))}
        loading={categories.isFetching}
        search={categorySearch}
        onSearch={setCategorySearch}
        onAdd={(option) => onChange({ productIds, categoryIds: [...categoryIds, option.id] })}
        onRemove={(id) => onChange({ productIds, categoryIds: categoryIds.filter((kept) => kept !== id) })}
        error={fieldError('categoryIds')}
      />
    </>
  );
}
