import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Container } from '@ps/shared/ui';
import { useInView } from '../../lib/use-in-view';
import { usePrefersReducedMotion } from '../../lib/use-media-query';
import { usePageVisible } from '../../lib/use-page-visible';
import { Icon } from '../../ui/icon';
import { leftIcon, rightIcon } from '../../ui/icon-paths/section-symbols';
import { SectionHeader } from '../../ui/section-header';
import { TestimonialSlide } from './testimonial-slide';
import { TESTIMONIALS } from './testimonials';
import { useCarousel } from './use-carousel';

const Stage = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 3px solid #000;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  box-shadow: 3px 3px 0 #000;
  cursor: pointer;
`;

const Dot = styled.button`
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 14px;
    height: 14px;
    margin: auto;
    border: 2px solid ${({ theme }) => theme.color.text};
    border-radius: 50%;
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.color.panic};
    border-color: ${({ theme }) => theme.color.panic};
    transform: scale(1.3);
  }
`;

export function TestimonialsSection() {
  const stageRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Nobody reads a slide that moves off screen or in a hidden tab: it waits there.
  const inView = useInView(stageRef);
  const pageVisible = usePageVisible();
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const paused = reducedMotion || isHovered || hasFocus || !inView || !pageVisible;
  const { index, goTo, next, previous } = useCarousel(TESTIMONIALS.length, { paused });
  const current = TESTIMONIALS[index]!;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
  };

  return (
    <Container>
      <SectionHeader id="fans-title" kicker="Straight from the pit" title="Fans Say" />
      <Stage
        ref={stageRef}
        role="region"
        aria-roledescription="carousel"
        aria-label="Fan testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocus(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        data-testid="testimonial-carousel"
      >
        <div aria-live={paused ? 'polite' : 'off'}>
          <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${TESTIMONIALS.length}`}>
            <TestimonialSlide key={current.id} testimonial={current} />
          </div>
        </div>
        <Controls>
          <Arrow type="button" onClick={previous} aria-label="Previous testimonial">
            <Icon path={leftIcon} size={26} />
          </Arrow>
          {TESTIMONIALS.map((testimonial, dot) => (
            <Dot
              key={testimonial.id}
              type="button"
              aria-label={`Show testimonial ${dot + 1} of ${TESTIMONIALS.length}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => goTo(dot)}
            />
          ))}
          <Arrow type="button" onClick={next} aria-label="Next testimonial">
            <Icon path={rightIcon} size={26} />
          </Arrow>
        </Controls>
      </Stage>
    </Container>
  );
}
