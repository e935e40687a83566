import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { PRODUCT_IMAGE_LIMIT, type AdminProductImage } from '@ps/shared/console-schemas';
import { Badge, Button, VisuallyHidden } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { PictureGrid } from '../../../ui/picture-grid';
import { useProductImages } from '../api/product-writes';

const Grid = styled(PictureGrid).attrs({ as: 'ol', $min: '150px' })`
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: grab;
  }
`;

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** Upload (JPEG, PNG or WebP, 10 MB each, 8 in all), reorder by drag or with the Move buttons, delete; the first is the primary. */
export function ImageManager({ productId, images }: { productId: number; images: AdminProductImage[] }) {
  const { upload, reorder, remove } = useProductImages(productId);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reorderTo = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    reorder.mutate(move(images, from, to).map((image) => image.id));
    setAnnouncement(
      `Image moved to position ${to + 1} of ${images.length}${to === 0 ? ', now the primary image' : ''}`,
    );
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) reorderTo(dragged, to);
    setDragged(null);
  };
  const error = upload.error ?? reorder.error ?? remove.error;

  return (
    <Card aria-labelledby="images-heading">
      <h2 id="images-heading">Images</h2>
      <label>
        Add images (JPEG, PNG or WebP, up to 10 MB each, {PRODUCT_IMAGE_LIMIT} in all)
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending || images.length >= PRODUCT_IMAGE_LIMIT}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length > 0) upload.mutate(files);
            event.target.value = '';
          }}
        />
      </label>
      {upload.isPending && <p role="status">Uploading…</p>}
      {error && <p role="alert">{userErrorMessage(error, 'The images could not be changed')}</p>}
      <p aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </p>
      {images.length === 0 ? (
        <p>No images yet: the store shows the product's generated art.</p>
      ) : (
        <Grid aria-label="Product images, in order">
          {images.map((image, index) => (
            <li
              key={image.id}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              data-testid="product-image"
            >
              <img src={image.thumbnailUrl} alt={`${image.altText}, image ${index + 1}`} />
              {index === 0 && <Badge $tone="accent">Primary</Badge>}
              <Button type="button" $variant="ghost" disabled={index === 0} onClick={() => reorderTo(index, index - 1)}>
                Move earlier<VisuallyHidden> (image {index + 1})</VisuallyHidden>
              </Button>
              <Button
                type="button"
                $variant="ghost"
                disabled={index === images.length - 1}
                onClick={() => reorderTo(index, index + 1)}
              >
                Move later<VisuallyHidden> (image {index + 1})</VisuallyHidden>
              </Button>
              <Button type="button" $variant="ghost" onClick={() => remove.mutate(image.id)}>
                Remove<VisuallyHidden> image {index + 1}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </Grid>
      )}
    </Card>
  );
}
