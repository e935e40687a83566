import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { panelId, tabId } from './tab-ids';
import { nextTabIndex } from './tab-keys';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 2px solid #000;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    box-shadow: 3px 3px 0 #000;
  }
`;

export interface TabItem {
  id: string;
  label: ReactNode;
}

interface Props {
  label: string;
  /** Unique on the page; tab and panel ids derive from it. */
  idPrefix: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** Tabs that select on focus; arrows, Home and End move between them (one tab stop). */
export function TabList({ label, idPrefix, tabs, selectedId, onSelect }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(tabs[next]!.id);
  };

  return (
    <Row role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selectedId;
        return (
          <Tab
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            // Only the selected tab's panel is rendered; pointing at one that does not exist misleads.
            aria-controls={isSelected ? panelId(idPrefix, tab.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </Row>
  );
}
