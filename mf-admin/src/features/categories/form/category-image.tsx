import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import type { AdminCategory } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { useCategoryImage } from '../api/category-writes';

const Picture = styled.img`
  width: min(240px, 100%);
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** One picture per category (JPEG, PNG or WebP, 10 MB), cleaned by the media pipeline like product images. */
export function CategoryImage({ category }: { category: AdminCategory }) {
  const { upload, remove } = useCategoryImage(category.id);
  const error = upload.error ?? remove.error;
  return (
    <Card aria-labelledby="category-image-heading">
      <h2 id="category-image-heading">Image</h2>
      {category.imageUrl ? <Picture src={category.imageUrl} alt={category.name} /> : <p>No image yet.</p>}
      <label>
        {category.imageUrl ? 'Replace the image' : 'Add an image'} (JPEG, PNG or WebP, up to 10 MB)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          onChange={(event) => {
            const [file] = event.target.files ?? [];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
      </label>
      {upload.isPending && <p role="status">Uploading…</p>}
      {error && <p role="alert">{userErrorMessage(error, 'The image could not be changed')}</p>}
      {category.imageUrl && (
        <div>
          <Button type="button" $variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Remove Image
          </Button>
        </div>
      )}
    </Card>
  );
}
