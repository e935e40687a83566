import styled from 'styled-components';
import type { Category } from '@ps/shared/schemas';
import type { GridView } from '../../ui/product-grid';
import { ViewToggle } from '../../ui/view-toggle';

/** The header's grid; its loading placeholder uses it too. */
export const CategoryHeaderBox = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(8)};
  @media (min-width: 768px) {
    grid-template-columns: 160px 1fr auto;
  }
  img {
    width: 160px;
    height: 160px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 3px solid #000;
  }
  h1 {
    margin: 0;
    font-size: clamp(2.5rem, 6vw, 3.5rem);
    color: ${({ theme }) => theme.color.accent};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface Props {
  category: Category;
  productCount: number;
  view: GridView;
  onViewChange: (view: GridView) => void;
}

export function CategoryHeader({ category, productCount, view, onViewChange }: Props) {
  return (
    <CategoryHeaderBox>
      {category.imageUrl && <img src={category.imageUrl} alt="" width={160} height={160} />}
      <div>
        <h1>{category.name}</h1>
        <p>{category.description}</p>
        <p>
          {productCount} {productCount === 1 ? 'item' : 'items'}
        </p>
      </div>
      <ViewToggle view={view} onChange={onViewChange} />
    </CategoryHeaderBox>
  );
}
