import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { PRODUCT_IMAGE_LIMIT, type AdminProductImage, type AdminVariant } from '@ps/shared/console-schemas';
import { Card } from '../../../ui/card';
import { PictureGrid } from '../../../ui/picture-grid';
import { useVariantImages } from '../api/product-writes';

const Variant = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 700;
    /* A long SKU wraps rather than widening the page on a phone. */
    overflow-wrap: anywhere;
  }
`;

const Choices = styled(PictureGrid).attrs({ $min: '96px' })`
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: start;
    cursor: pointer;
  }
  img {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const toggled = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((other) => other !== id));

function shows({ imageIds }: AdminVariant): string {
  if (imageIds.length === 0) return "Shows the product's images.";
  if (imageIds.length === 1) return 'Shows its own picture, in the store and in the cart.';
  return `Shows its ${imageIds.length} own pictures in the order they were ticked; the cart shows the first.`;
}

interface Props {
  productId: number;
  variants: AdminVariant[];
  images: AdminProductImage[];
}

/** Saved variants only: a picture belongs to a variant the server knows. Changes save at once, like the images. */
export function VariantPictures({ productId, variants, images }: Props) {
  const { upload, choose } = useVariantImages(productId);
  const error = upload.error ?? choose.error;
  const busy = upload.isPending || choose.isPending;
  return (
    <Card aria-labelledby="variant-pictures-heading">
      <h2 id="variant-pictures-heading">Variant pictures</h2>
      <p>
        Tick the images a variant shows in the store, or upload new ones for it; a variant without pictures shows the
        product's. Changes save at once. A new variant is listed here once the product is saved.
      </p>
      {upload.isPending && <p role="status">Uploading…</p>}
      {error && <p role="alert">{userErrorMessage(error, 'The pictures could not be changed')}</p>}
      {variants.map((variant) => (
        <Variant key={variant.id} data-testid="variant-pictures">
          <legend>
            {variant.name} · {variant.sku}
          </legend>
          <p>{shows(variant)}</p>
          {images.length > 0 && (
            <Choices aria-label={`Pictures of ${variant.name}`}>
              {images.map((image, index) => (
                <li key={image.id}>
                  <label>
                    <img src={image.thumbnailUrl} alt="" />
                    <span>
                      <input
                        type="checkbox"
                        checked={variant.imageIds.includes(image.id)}
                        disabled={busy}
                        onChange={(event) =>
                          choose.mutate({
                            variantId: variant.id,
                            imageIds: toggled(variant.imageIds, image.id, event.target.checked),
                          })
                        }
                      />{' '}
                      Image {index + 1}
                    </span>
                  </label>
                </li>
              ))}
            </Choices>
          )}
          <label>
            Upload pictures for {variant.name}
            <input
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              disabled={busy || images.length >= PRODUCT_IMAGE_LIMIT}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                if (files.length > 0) upload.mutate({ variantId: variant.id, files });
                event.target.value = '';
              }}
            />
          </label>
        </Variant>
      ))}
    </Card>
  );
}
