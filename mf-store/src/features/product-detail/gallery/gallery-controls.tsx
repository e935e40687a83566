import styled from 'styled-components';
import type { ProductImage } from '@ps/shared/schemas';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const ArrowButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: 1.25rem;
  cursor: pointer;
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  button {
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
    display: grid;
    place-items: center;
  }
  button::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.border};
  }
  button[aria-current='true']::before {
    background: ${({ theme }) => theme.color.accent};
  }
`;

const Thumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  button {
    padding: 0;
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow: hidden;
    cursor: pointer;
    background: none;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.accent};
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
`;

interface Props {
  images: ProductImage[];
  index: number;
  onShow: (index: number) => void;
}

export function GalleryControls({ images, index, onShow }: Props) {
  if (images.length < 2) return null;
  return (
    <>
      <Bar>
        <ArrowButton type="button" aria-label="Previous image" onClick={() => onShow(index - 1)}>
          ‹
        </ArrowButton>
        <Dots>
          {images.map((image, position) => (
            <button
              key={image.id}
              type="button"
              aria-label={`Show image ${position + 1}`}
              aria-current={position === index}
              onClick={() => onShow(position)}
            />
          ))}
        </Dots>
        <ArrowButton type="button" aria-label="Next image" onClick={() => onShow(index + 1)}>
          ›
        </ArrowButton>
      </Bar>
      <Thumbs>
        {images.map((image, position) => (
          <button
            key={image.id}
            type="button"
            aria-label={`Thumbnail ${position + 1}: ${image.altText}`}
            aria-current={position === index}
            onClick={() => onShow(position)}
          >
            <img src={image.imageUrl} alt="" width={120} height={120} loading="lazy" />
          </button>
        ))}
      </Thumbs>
    </>
  );
}
