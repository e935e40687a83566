import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@ps/shared/ui';
import { useInView } from '../lib/use-in-view';

type ImageState = 'waiting' | 'loading' | 'loaded' | 'failed';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Shimmer = styled(Skeleton)`
  position: absolute;
  inset: 0;
  height: 100%;
  border-radius: 0;
`;

const Picture = styled.img<{ $shown: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 400ms ease;
`;

const Failed = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

interface Props {
  src: string;
  alt: string;
  /** CSS aspect-ratio, reserved before the image arrives. */
  ratio?: string;
}

/** Loads when near the viewport, shimmers meanwhile, fades in, or says it failed (spec 1 §4). */
export function LazyImage({ src, alt, ratio = '16 / 9' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useInView(ref, { rootMargin: '200px 0px', once: true });
  const [state, setState] = useState<ImageState>('waiting');
  const current = isNear && state === 'waiting' ? 'loading' : state;

  return (
    <Frame ref={ref} $ratio={ratio} data-image-state={current}>
      {(current === 'waiting' || current === 'loading') && <Shimmer aria-hidden="true" />}
      {current === 'failed' ? (
        <Failed role="img" aria-label={alt}>
          Image failed to load
        </Failed>
      ) : (
        isNear && (
          <Picture
            src={src}
            alt={alt}
            decoding="async"
            $shown={current === 'loaded'}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
          />
        )
      )}
    </Frame>
  );
}
