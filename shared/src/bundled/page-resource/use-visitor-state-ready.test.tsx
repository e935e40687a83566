import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVisitorStateReady } from './use-visitor-state-ready';

function Greeting() {
  return <p>{useVisitorStateReady() ? 'Welcome back' : 'Hello'}</p>;
}

describe("the visitor's state", () => {
  it('is not ready on the server, and becomes ready after the browser hydrates the same markup', async () => {
    const html = renderToString(<Greeting />);
    expect(html).toBe('<p>Hello</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.innerHTML).toBe('<p>Welcome back</p>');
    expect(errors).toEqual([]);
  });
});
