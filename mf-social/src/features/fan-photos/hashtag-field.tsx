import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { addHashtag } from '@ps/shared/social';
import { Button, VisuallyHidden } from '@ps/shared/ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Props {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** Spec 2: a hashtag is added on Enter or with +, only when not empty and not already listed. */
export function HashtagField({ tags, onChange }: Props) {
  const [typed, setTyped] = useState('');
  const add = () => {
    onChange(addHashtag(tags, typed));
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div>
      <label htmlFor="fan-photo-hashtag">Hashtags</label>
      <Row>
        <input
          id="fan-photo-hashtag"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" $variant="secondary" onClick={add} aria-label="Add hashtag">
          +
        </Button>
      </Row>
      <Tags aria-label="Added hashtags">
        {tags.map((tag) => (
          <li key={tag}>
            <Button type="button" $variant="ghost" onClick={() => onChange(tags.filter((other) => other !== tag))}>
              #{tag} <span aria-hidden="true">×</span>
              <VisuallyHidden> remove</VisuallyHidden>
            </Button>
          </li>
        ))}
      </Tags>
    </div>
  );
}
