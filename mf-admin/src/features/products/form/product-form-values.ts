import {
  slugFromName,
  type AdminProduct,
  type AdminProductInput,
  type AdminVariantInput,
} from '@ps/shared/console-schemas';

/** The form as typed: numbers stay text until sent, so a half-typed price is not lost. */
export interface ProductFormValues {
  name: string;
  slug: string;
  /** False until staff type their own slug; until then it follows the name. */
  slugTouched: boolean;
  description: string;
  tags: string;
  basePrice: string;
  salePrice: string;
  categoryId: string;
  isFeatured: boolean;
  isActive: boolean;
  maxPerOrder: string;
  variants: AdminVariantInput[];
}

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  slug: '',
  slugTouched: false,
  description: '',
  tags: '',
  basePrice: '',
  salePrice: '',
  categoryId: '',
  isFeatured: false,
  isActive: true,
  maxPerOrder: '',
  variants: [],
});

export const formFromProduct = (product: AdminProduct): ProductFormValues => ({
  name: product.name,
  slug: product.slug,
  slugTouched: true,
  description: product.description,
  tags: product.tags.join(', '),
  basePrice: String(product.basePrice),
  salePrice: product.salePrice === null ? '' : String(product.salePrice),
  categoryId: String(product.categoryId),
  isFeatured: product.isFeatured,
  isActive: product.isActive,
  maxPerOrder: product.maxPerOrder === null ? '' : String(product.maxPerOrder),
  variants: product.variants.map(({ reserved: _reserved, ...variant }) => variant),
});

/** Name changes carry the slug along while staff have not typed one themselves. */
export const withName = (values: ProductFormValues, name: string): ProductFormValues => ({
  ...values,
  name,
  slug: values.slugTouched ? values.slug : slugFromName(name),
});

const numberOrText = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));

/** The API body; what is not a number is sent as typed so the server names the field. */
export const toProductInput = (values: ProductFormValues): AdminProductInput =>
  ({
    name: values.name,
    slug: values.slug,
    description: values.description,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    basePrice: numberOrText(values.basePrice),
    salePrice: values.salePrice.trim() === '' ? null : numberOrText(values.salePrice),
    categoryId: values.categoryId === '' ? undefined : Number(values.categoryId),
    isFeatured: values.isFeatured,
    isActive: values.isActive,
    maxPerOrder: values.maxPerOrder.trim() === '' ? null : numberOrText(values.maxPerOrder),
    variants: values.variants,
  }) as AdminProductInput;
