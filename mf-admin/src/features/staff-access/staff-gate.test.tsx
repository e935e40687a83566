import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffSessionResponse } from '@ps/shared/console-schemas';
import { testStaff } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { staffKeys } from '../../lib/staff-api/staff-session';
import { StaffGate } from './staff-gate';

const member = { ...testStaff('staff'), name: 'Crew' };

/** The gate with a session already known, as the server would answer it. */
function renderGate(session: StaffSessionResponse) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(staffKeys.session(), session);
  renderWithKit(<StaffGate enrolment={<p>enrolment only</p>}>{(user) => <p>console for {user.name}</p>}</StaffGate>, {
    queryClient,
  });
}

describe('StaffGate', () => {
  afterEach(cleanup);

  it('asks for the second factor, not the console, after a right password of a member with two-factor', () => {
    renderGate({ user: null, csrfToken: 't', nextStep: 'two-factor' });
    expect(screen.getByRole('heading', { name: 'Two-factor check' })).toBeTruthy();
    expect(screen.queryByText(/console for/)).toBeNull();
  });

  it('shows only the enrolment while an admin requires two-factor the member has not set up', () => {
    renderGate({ user: member, csrfToken: 't', nextStep: 'enrol-two-factor' });
    expect(screen.getByText('enrolment only')).toBeTruthy();
    expect(screen.queryByText(/console for/)).toBeNull();
  });

  it('opens the console for a fully signed-in member, and the sign-in form for nobody', () => {
    renderGate({ user: member, csrfToken: 't' });
    expect(screen.getByText('console for Crew')).toBeTruthy();
    cleanup();
    renderGate({ user: null, csrfToken: 't' });
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
  });
});
