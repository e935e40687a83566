import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { askedFor } from '@ps/test-kit/mock-api';
import { renderConsole } from './render-console';

export interface ListScreen {
  path: string;
  /** Rows per page when the address names no size. */
  pageSize?: number;
  /** How the screen names row `number`, as staff read it (a row may name it more than once). */
  rowText: (number: number) => string;
  /** Answers the list's API route with `total` rows, and returns the queries it is asked. */
  answer: (total: number) => URLSearchParams[];
  /** A choice the list keeps in the address: how staff make it, and its name and value there and in the API. */
  filter?: { choose: () => void; param: string; value: string; apiParam?: string };
}

/** The journeys every console list keeps: the address opens a page, Next moves it, a choice filters it. */
export function describeListScreen(name: string, list: ListScreen) {
  const { path, pageSize = 20, rowText, answer, filter } = list;
  const secondPageFirst = pageSize + 1;

  describe(`the console ${name} list`, () => {
    afterEach(cleanup);

    it('when the address names the second page, then it lists that page of rows', async () => {
      const asked = answer(pageSize * 2 + 5);
      renderConsole(`${path}?page=2`);
      expect(await screen.findAllByText(rowText(secondPageFirst))).not.toHaveLength(0);
      expect(screen.getAllByText(rowText(pageSize * 2))).not.toHaveLength(0);
      expect(screen.queryAllByText(rowText(1))).toHaveLength(0);
      expect(askedFor(asked, { offset: String(pageSize) })).toBe(true);
    });

    it('when staff press Next, then the address and the list move to the next page', async () => {
      answer(pageSize * 2 + 5);
      const view = renderConsole(path);
      await screen.findAllByText(rowText(1));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findAllByText(rowText(secondPageFirst))).not.toHaveLength(0);
      expect(view.searchParams().get('page')).toBe('2');
    });

    // Only lists with a choice get this journey: the others have nothing to choose.
    if (!filter) return;
    const { choose, param, value, apiParam = param } = filter;

    it('when staff choose what to list, then the address keeps it and the API is asked for it from page 1', async () => {
      const asked = answer(pageSize * 2 + 5);
      const view = renderConsole(`${path}?page=2`);
      await screen.findAllByText(rowText(secondPageFirst));
      choose();
      expect(await screen.findAllByText(rowText(1))).not.toHaveLength(0);
      expect(view.searchParams().get(param)).toBe(value);
      expect(view.searchParams().get('page')).toBeNull();
      expect(askedFor(asked, { [apiParam]: value, offset: '0' })).toBe(true);
    });

    it('when the address names a choice, then the API is asked for it', async () => {
      const asked = answer(pageSize * 2 + 5);
      renderConsole(`${path}?${param}=${encodeURIComponent(value)}`);
      await screen.findAllByText(rowText(1));
      expect(askedFor(asked, { [apiParam]: value })).toBe(true);
    });
  });
}

/** Chooses `value` in the list's select named `label`. */
export const select = (label: string, value: string) => () =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
