import { slugFromName, type AdminCategory, type AdminCategoryInput } from '@ps/shared/console-schemas';

/** The form as typed: the display order stays text until sent, so a half-typed number is not lost. */
export interface CategoryFormValues {
  name: string;
  slug: string;
  /** False until staff type their own slug; until then it follows the name. */
  slugTouched: boolean;
  description: string;
  displayOrder: string;
  active: boolean;
  /** The category's version as the form read it (null for a new one): the save is refused if it moved on. */
  version: number | null;
}

export const emptyCategoryForm = (): CategoryFormValues => ({
  name: '',
  slug: '',
  slugTouched: false,
  description: '',
  displayOrder: '',
  active: true,
  version: null,
});

export const formFromCategory = (category: AdminCategory): CategoryFormValues => ({
  name: category.name,
  slug: category.slug,
  slugTouched: true,
  description: category.description,
  displayOrder: String(category.displayOrder),
  active: category.active,
  version: category.version,
});

/** Name changes carry the slug along while staff have not typed one themselves. */
export const withCategoryName = (values: CategoryFormValues, name: string): CategoryFormValues => ({
  ...values,
  name,
  slug: values.slugTouched ? values.slug : slugFromName(name),
});

/** The API body; a display order that is not a number is sent as typed so the server names the field. */
export const toCategoryInput = (values: CategoryFormValues): AdminCategoryInput => {
  const order = values.displayOrder.trim();
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    displayOrder: (order === '' ? null : Number.isNaN(Number(order)) ? order : Number(order)) as number | null,
    active: values.active,
    expectedVersion: values.version ?? undefined,
  };
};
