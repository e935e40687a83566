import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
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
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  z-index: 60;
  display: grid;
  width: max-content;
  min-width: 220px;
  max-width: min(320px, calc(100vw - ${({ theme }) => theme.space(6)}));
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
