import styled from 'styled-components';
import { Link } from '@ps/shared/router';
import { MODERATION_TABS, writeFanPhotosView, type FanPhotosView, type ModerationTab } from '../lib/fan-photos-url';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const NAMES: Record<ModerationTab, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

interface Props {
  view: FanPhotosView;
  /** Known once the first page has loaded. */
  pendingCount: number | undefined;
}

/** Links, not buttons: each status is its own address, so Back and shared links keep the tab. */
export function StatusTabs({ view, pendingCount }: Props) {
  return (
    <Nav aria-label="Photo status">
      <ul>
        {MODERATION_TABS.map((status) => (
          <li key={status}>
            <Link
              to={{
                pathname: '/admin/fan-photos',
                search: writeFanPhotosView({ status, page: 1, pageSize: view.pageSize }).toString(),
              }}
              aria-current={view.status === status ? 'page' : undefined}
            >
              {NAMES[status]}
              {status === 'pending' && pendingCount !== undefined && ` (${pendingCount})`}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
