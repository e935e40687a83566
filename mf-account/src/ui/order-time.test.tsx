// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatOrderTimestamp } from '../lib/order-model/order-dates';
import { OrderTime } from './order-time';

const AT = '2026-01-05T23:30:00.000Z';

describe('OrderTime', () => {
  it('on the server, names the UTC day and time it draws, as no reader’s zone is known there', () => {
    expect(renderToString(<OrderTime at={AT} />)).toBe('<time dateTime="2026-01-05T23:30:00.000Z">Jan 5, 2026</time>');
    expect(renderToString(<OrderTime at={AT} withTime />)).toContain('Jan 5, 2026, 11:30 PM UTC');
  });

  it("in the browser, shows the reader's own time", () => {
    render(<OrderTime at={AT} withTime />);
    expect(screen.getByText(formatOrderTimestamp(AT)).getAttribute('datetime')).toBe(AT);
  });
});
