import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Product } from '@ps/shared/schemas';
import { SHIPPING_METHOD_DETAILS } from '@ps/shared/rules';
import { Link } from '@ps/shared/router';
import { returnWindowPhrase, usePublicSettings } from '@ps/shared/support';
import { freeShippingSentence } from '../../lib/shipping-promise/free-shipping-sentence';

const TABS = ['Description', 'Details', 'Shipping & Returns'] as const;
type Tab = (typeof TABS)[number];

const Wrapper = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
`;

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  overflow-x: auto;
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 700;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.color.accent};
    border-bottom-color: ${({ theme }) => theme.color.accent};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(5)} 0;
  max-width: 72ch;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function TabContent({ tab, product }: { tab: Tab; product: Product }) {
  // The API is the authority: it sanitises every description it serves (toProduct, with the allow-list of
  // sanitizeProductHtml), so the page does not ship a second sanitiser (decision 031).
  if (tab === 'Description') return <div dangerouslySetInnerHTML={{ __html: product.description }} />;
  if (tab === 'Details') {
    return (
      <dl>
        <dt>Category</dt>
        <dd>{product.category.name}</dd>
        <dt>Options</dt>
        <dd>{product.variants.map((variant) => variant.name).join(', ') || 'One option'}</dd>
        <dt>SKUs</dt>
        <dd>{product.variants.map((variant) => variant.sku).join(', ')}</dd>
      </dl>
    );
  }
  return <ShippingAndReturns />;
}

function ShippingAndReturns() {
  const { standard, express } = SHIPPING_METHOD_DETAILS;
  const settings = usePublicSettings().data;
  const threshold = settings?.freeShippingThreshold;
  return (
    <>
      <p>
        {freeShippingSentence(threshold)} Standard delivery takes {standard.estimatedDays}; express takes{' '}
        {express.estimatedDays}. <Link to="/shipping">Shipping prices and countries</Link>
      </p>
      <p>
        Changed your mind? Send unworn items back within {returnWindowPhrase(settings?.returnWindowDays)} of delivery.{' '}
        <Link to="/returns">How returns work</Link>
      </p>
    </>
  );
}

/** ARIA tabs: arrow keys move between tabs, Tab moves into the panel. */
export function ProductTabs({ product }: { product: Product }) {
  const [active, setActive] = useState<Tab>('Description');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, position: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (position + step + TABS.length) % TABS.length;
    setActive(TABS[next]!);
    buttons.current[next]?.focus();
  };

  return (
    <Wrapper>
      <TabList role="tablist" aria-label="Product information">
        {TABS.map((tab, position) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[position] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${position}`}
            aria-selected={tab === active}
            aria-controls="product-tab-panel"
            tabIndex={tab === active ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={(event) => onKeyDown(event, position)}
          >
            {tab}
          </button>
        ))}
      </TabList>
      <Panel role="tabpanel" id="product-tab-panel" aria-labelledby={`tab-${TABS.indexOf(active)}`} tabIndex={0}>
        <TabContent tab={active} product={product} />
      </Panel>
    </Wrapper>
  );
}
