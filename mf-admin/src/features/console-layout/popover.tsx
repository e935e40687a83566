import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { useDisclosure } from '@ps/shared/ui';

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  max-width: 40vw;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/* On a phone the panel spans the screen under the top bar; from md it hangs below its button. */
const Panel = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  top: 68px;
  ${media.md} {
    position: absolute;
    left: auto;
    right: 0;
    top: calc(100% + ${({ theme }) => theme.space(1)});
    width: max-content;
    min-width: 220px;
    max-width: 320px;
  }
  z-index: 60;
  display: grid;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &[hidden] {
    display: none;
  }
`;

interface Props {
  /** The button's visible text. */
  label: ReactNode;
  /** The button's accessible name, when its text alone says too little. */
  name?: string;
  children: (close: () => void) => ReactNode;
}

/** A button that opens a panel of ordinary controls (a disclosure, not an ARIA menu). */
export function Popover({ label, name, children }: Props) {
  const { open, toggle, close, buttonRef, rootRef } = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const panelId = useId();
  return (
    <Root ref={rootRef}>
      <Toggle ref={buttonRef} aria-expanded={open} aria-controls={panelId} aria-label={name} onClick={toggle}>
        {label}
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {children(close)}
      </Panel>
    </Root>
  );
}
