import styled from 'styled-components';
import { STICKY_OFFSET_VAR } from '../config/sections';

/** Every landing section: generous rhythm and an anchor that clears the sticky bars. */
export const SectionFrame = styled.section`
  position: relative;
  isolation: isolate;
  padding: ${({ theme }) => theme.space(16)} 0;
  scroll-margin-top: var(${STICKY_OFFSET_VAR}, 120px);
  &:focus {
    outline: none;
  }
`;
