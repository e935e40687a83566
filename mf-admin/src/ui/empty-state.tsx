import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** What a list says when it has no rows: a heading, then why (no rows yet, or none match the filters). */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <h2>{title}</h2>
      <p>{children}</p>
    </Box>
  );
}
