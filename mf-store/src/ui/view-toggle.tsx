import styled from 'styled-components';
import type { GridView } from './product-grid';

const Group = styled.div`
  display: inline-flex;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
    font-weight: 600;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

export function ViewToggle({ view, onChange }: { view: GridView; onChange: (view: GridView) => void }) {
  return (
    <Group role="group" aria-label="Layout">
      <button type="button" aria-pressed={view === 'grid'} onClick={() => onChange('grid')}>
        Grid
      </button>
      <button type="button" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
        List
      </button>
    </Group>
  );
}
