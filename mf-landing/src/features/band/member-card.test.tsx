import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { BAND_MEMBERS } from './band-members';
import { MemberCard } from './member-card';

const member = BAND_MEMBERS[0]!;

describe('MemberCard', () => {
  afterEach(cleanup);

  it("names its button with the member's visible name first, so voice control by that name works", () => {
    renderWithKit(<MemberCard member={member} onOpen={() => {}} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(`${member.name}, read bio`);
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens the bio from the button', () => {
    const onOpen = vi.fn();
    renderWithKit(<MemberCard member={member} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: `${member.name}, read bio` }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
