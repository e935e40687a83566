import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@ps/shared/router';
import { AdminPage } from './admin-page';
import { Card } from './card';

/** The way back from a record to its list. */
export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
`;

interface Props {
  title: string;
  children: ReactNode;
  /** The list the record belongs to, and its name. */
  back: { to: string; label: string };
}

/** A record's address that names no record (any more): why, and the way back to its list. */
export function RecordNotFound({ title, children, back }: Props) {
  return (
    <AdminPage>
      <Card>
        <h1>{title}</h1>
        <p>{children}</p>
        <BackLink to={back.to}>Back to {back.label}</BackLink>
      </Card>
    </AdminPage>
  );
}
