import styled from 'styled-components';
import type { SearchOption } from './search-options';

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &[hidden] {
    display: none;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [role='option'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  [role='option']:hover,
  [aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  img {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.85rem;
  }
`;

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

interface Props {
  listboxId: string;
  expanded: boolean;
  label: string;
  options: SearchOption[];
  active: number;
  error: boolean;
  onPick: (option: SearchOption) => void;
}

/**
 * The combobox's popup. The listbox is always in the page (hidden while collapsed) so the
 * field's aria-controls names an element that exists; focus stays in the field and
 * aria-activedescendant marks the option the arrow keys reached. Mouse-down keeps focus there too.
 */
export function SearchListbox({ listboxId, expanded, label, options, active, error, onPick }: Props) {
  const labelId = `${listboxId}-label`;
  return (
    <Popup hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
      <p id={labelId}>{label}</p>
      {error && <p role="alert">Failed to fetch suggestions</p>}
      <ul role="listbox" id={listboxId} aria-labelledby={labelId}>
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === active}
            onClick={() => onPick(option)}
          >
            {option.kind === 'suggestion' && option.imageUrl && (
              <img src={option.imageUrl} alt="" width={40} height={40} />
            )}
            <span>
              {option.title}
              {option.kind === 'suggestion' && option.detail && <small>{option.detail}</small>}
            </span>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
