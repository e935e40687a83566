// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@ps/shared/theme';
import { TabList } from './tab-list';
import { TabPanel } from './tab-panel';

const TABS = [
  { id: 'feed', label: 'Feed' },
  { id: 'photos', label: 'Photos' },
];

describe('TabList', () => {
  afterEach(cleanup);

  it('points aria-controls only at the panel that exists', () => {
    render(
      <ThemeProvider theme={theme}>
        <TabList label="Hub" idPrefix="hub" tabs={TABS} selectedId="photos" onSelect={() => undefined} />
        <TabPanel idPrefix="hub" tabId="photos">
          Photos
        </TabPanel>
      </ThemeProvider>,
    );
    for (const tab of screen.getAllByRole('tab')) {
      const controls = tab.getAttribute('aria-controls');
      if (tab.getAttribute('aria-selected') === 'true') expect(document.getElementById(controls ?? '')).not.toBeNull();
      else expect(controls).toBeNull();
    }
  });
});
