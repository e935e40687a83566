// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@ps/shared/theme';
import { BAND_MEMBERS } from './band-members';
import { MemberCard } from './member-card';

const member = BAND_MEMBERS[0]!;

describe('MemberCard', () => {
  afterEach(cleanup);

  it("names its button with the member's visible name first, so voice control by that name works", () => {
    render(
      <ThemeProvider theme={theme}>
        <MemberCard member={member} onOpen={() => {}} />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(`${member.name}, read bio`);
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens the bio from the button', () => {
    const onOpen = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <MemberCard member={member} onOpen={onOpen} />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: `${member.name}, read bio` }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
