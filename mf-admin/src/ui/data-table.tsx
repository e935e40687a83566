import { useCallback, type ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { labelCells } from './cell-labels';

/** Where the table's own box is narrower, its rows stack as cards (a phone, a narrow panel). */
const STACK_BELOW = '34rem';

/** Sizes to its box, so that the table can tell whether it has room for its columns. */
const Frame = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

/** One row per card: the row's heading first, then each value under its column's name. */
const stacked = css`
  display: block;
  overflow: visible;
  thead tr {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  /* The column names stay for assistive technology (each card's labels repeat them on screen). */
  thead :is(th, td) {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  /* A "select every row" box stays within reach, saying what it does. */
  thead :is(th, td):has(input) {
    position: static;
    width: auto;
    height: auto;
    padding: ${({ theme }) => theme.space(2)};
    overflow: visible;
    clip: auto;
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
  thead :is(th, td):has(input)::after {
    content: 'Select all';
    color: ${({ theme }) => theme.color.textMuted};
  }
  tbody,
  tbody tr {
    display: block;
  }
  tbody tr {
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  tbody :is(th, td) {
    display: block;
    border: 0;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  tbody :is(th, td)[data-label] {
    position: relative;
    padding-left: calc(40% + ${({ theme }) => theme.space(3)});
  }
  tbody :is(th, td)[data-label]::before {
    content: attr(data-label);
    position: absolute;
    left: ${({ theme }) => theme.space(3)};
    width: calc(40% - ${({ theme }) => theme.space(3)});
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  tbody th[scope='row'][data-label] {
    padding-left: ${({ theme }) => theme.space(3)};
    font-size: 1rem;
  }
  tbody th[scope='row'][data-label]::before {
    content: none;
  }
`;

/**
 * The console's tables: compact rows whose text wraps so that the columns, and the actions in
 * the last one, fit the page; where even that leaves too little room the rows stack as cards.
 * Still too wide, a table scrolls sideways inside its box, focusable so that the keyboard can
 * scroll it too; positioned, so visually hidden labels scrolled out of view stay inside it.
 */
const Table = styled.table`
  position: relative;
  display: block;
  width: 100%;
  overflow-x: auto;
  border-collapse: collapse;
  font-size: 0.92rem;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  caption {
    padding: ${({ theme }) => theme.space(2)} 0;
    color: ${({ theme }) => theme.color.textMuted};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  tbody th {
    min-width: 10ch;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    overflow-wrap: normal;
  }
  :is(td, th) small {
    display: block;
    font-weight: 400;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.textMuted};
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
  }
  button {
    white-space: nowrap;
  }
  /* Room for one more column: a row's buttons keep their height, not the page's wide padding. */
  td button {
    padding-inline: ${({ theme }) => theme.space(3)};
  }
  a {
    color: ${({ theme }) => theme.color.info};
  }
  @container (max-width: ${STACK_BELOW}) {
    ${stacked}
  }
`;

/** An e-mail or a slug in a cell: it may break anywhere, so that it never widens its column past the page. */
export const LongText = styled.span`
  overflow-wrap: anywhere;
`;

/** A console table; any table markup goes inside, and each cell is named after its column for the cards. */
export function DataTable(props: ComponentPropsWithoutRef<'table'>) {
  const label = useCallback((table: HTMLTableElement) => {
    labelCells(table);
    // Rows come and go (pages, filters) without the table itself rendering again.
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Frame>
      <Table ref={label} tabIndex={0} {...props} />
    </Frame>
  );
}
