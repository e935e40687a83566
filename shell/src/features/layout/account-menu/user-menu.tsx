import { useId, useState } from 'react';
import { signOut, type AccountUser } from '@ps/shared/account';
import { Link } from '@ps/shared/router';
import { toast, useDisclosure } from '@ps/shared/ui';
import styled from 'styled-components';
import { headerPill } from './header-pill';

const Root = styled.div`
  grid-area: account;
  position: relative;
`;

const Toggle = styled.button`
  ${headerPill}
  gap: ${({ theme }) => theme.space(1)};
  border-color: ${({ theme }) => theme.color.border};
  background: none;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &::after {
    content: '▾';
    font-size: 0.8em;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  z-index: 60;
  display: grid;
  min-width: 200px;
  padding: ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &[hidden] {
    display: none;
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  a,
  button {
    display: block;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

/** A disclosure, not an ARIA menu: two ordinary controls a Tab away, as on most shop headers. */
export default function UserMenu({ user }: { user: AccountUser }) {
  const { open, toggle, close, buttonRef, rootRef } = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      // A full load drops every cached answer that belonged to the account (orders, cart).
      window.location.assign('/');
    } catch {
      setSigningOut(false);
      toast({ title: "Couldn't sign you out", description: 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Root ref={rootRef}>
      <Toggle
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account: ${user.name}`}
        onClick={toggle}
      >
        <span>{user.name}</span>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <p>Signed in as {user.email}</p>
        <Link to="/account" onClick={close}>
          Your account
        </Link>
        <Link to="/account/orders" onClick={close}>
          Your orders
        </Link>
        <button type="button" onClick={leave} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </Panel>
    </Root>
  );
}
