import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { TabList } from './tab-list';
import { TabPanel } from './tab-panel';

const TABS = [
  { id: 'feed', label: 'Feed' },
  { id: 'photos', label: 'Photos' },
];

describe('TabList', () => {
  afterEach(cleanup);

  it('points aria-controls only at the panel that exists', () => {
    renderWithKit(
      <>
        <TabList label="Hub" idPrefix="hub" tabs={TABS} selectedId="photos" onSelect={() => undefined} />
        <TabPanel idPrefix="hub" tabId="photos">
          Photos
        </TabPanel>
      </>,
    );
    for (const tab of screen.getAllByRole('tab')) {
      const controls = tab.getAttribute('aria-controls');
      if (tab.getAttribute('aria-selected') === 'true') expect(document.getElementById(controls ?? '')).not.toBeNull();
      else expect(controls).toBeNull();
    }
  });
});
