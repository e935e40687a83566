import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Icon } from '../../ui/icon';
import { starIcon } from '../../ui/icon-paths/section-symbols';
import type { Testimonial } from './testimonials';

const Bubble = styled.blockquote`
  position: relative;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(8)};
  background: #fff;
  color: #14101f;
  border: 4px solid #000;
  border-radius: 28px;
  box-shadow: 6px 6px 0 ${({ theme }) => theme.color.panic};
  min-height: 12em;
  ${media.md} {
    min-height: 7.5em;
  }
  display: flex;
  align-items: center;
  font-size: clamp(1.15rem, 2.6vw, 1.5rem);
  font-weight: 600;
  &::after {
    content: '';
    position: absolute;
    left: 64px;
    bottom: -26px;
    border: 14px solid transparent;
    border-top: 14px solid #000;
    border-left: 14px solid #000;
  }
  p {
    margin: 0;
  }
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(8)};
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border: 3px solid #000;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.info};
  color: #14101f;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.4rem;
`;

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.color.success};
  font-size: 0.85rem;
  font-weight: 700;
`;

export function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure style={{ margin: 0 }}>
      <Bubble>
        <p>{testimonial.quote}</p>
      </Bubble>
      <Person>
        <Avatar aria-hidden="true">{testimonial.avatar}</Avatar>
        <span>
          <strong>{testimonial.name}</strong>
          <br />
          <span>{testimonial.location}</span>{' '}
          {testimonial.verified && (
            <Verified>
              <Icon path={starIcon} size={14} /> Verified fan
            </Verified>
          )}
        </span>
      </Person>
    </figure>
  );
}
