import styled from 'styled-components';

/**
 * The video's poster, in CSS: shown at once, while the loop's code loads, and
 * whenever the loop is paused by the rules or unavailable.
 */
export const HeroPoster = styled.div`
  position: absolute;
  inset: 0;
  background:
    radial-gradient(circle at 72% 40%, rgb(255 79 139 / 40%), transparent 45%),
    radial-gradient(circle, rgb(79 209 255 / 14%) 2px, transparent 2.5px) 0 0 / 24px 24px,
    repeating-conic-gradient(from 0deg at 72% 40%, rgb(255 210 63 / 7%) 0deg 10deg, transparent 10deg 20deg),
    linear-gradient(135deg, #231339, #0d0a16);
`;
