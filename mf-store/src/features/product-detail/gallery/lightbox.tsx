import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ProductImage } from '@ps/shared/schemas';
import { ArrowButton } from './gallery-controls';

const Dialog = styled.dialog`
  width: min(92vw, 900px);
  padding: ${({ theme }) => theme.space(4)};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::backdrop {
    background: rgb(0 0 0 / 80%);
  }
  img {
    width: 100%;
    max-height: 75vh;
    object-fit: contain;
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: ${({ theme }) => theme.space(3)};
`;

interface Props {
  images: ProductImage[];
  index: number;
  onShow: (index: number) => void;
  onClose: () => void;
}

/** A native modal dialog: it traps focus, closes on Escape and returns focus to the gallery. */
export function Lightbox({ images, index, onShow, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    closeButton.current?.focus();
    return () => element?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onShow(index - 1);
    if (event.key === 'ArrowRight') onShow(index + 1);
  };

  return (
    <Dialog ref={dialog} aria-label="Image viewer" onClose={onClose} onKeyDown={onKeyDown}>
      {image && <img src={image.imageUrl} alt={image.altText} />}
      <Controls>
        <ArrowButton type="button" aria-label="Previous image" onClick={() => onShow(index - 1)}>
          ‹
        </ArrowButton>
        <span aria-live="polite">
          {index + 1} / {images.length}
        </span>
        <ArrowButton type="button" aria-label="Next image" onClick={() => onShow(index + 1)}>
          ›
        </ArrowButton>
        <ArrowButton type="button" ref={closeButton} aria-label="Close image viewer" onClick={onClose}>
          ×
        </ArrowButton>
      </Controls>
    </Dialog>
  );
}
