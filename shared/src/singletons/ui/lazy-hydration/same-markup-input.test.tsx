import { describe, expect, it } from 'vitest';
import { sameMarkupInput } from './same-markup-input';

function Card(_: { product: { id: number }; onRetry?: () => void; children?: React.ReactNode }) {
  return null;
}

const product = { id: 1 };

describe('sameMarkupInput', () => {
  it('holds for a re-render with the same data, fresh callbacks and fresh literal props', () => {
    expect(sameMarkupInput(<Card product={{ id: 1 }} />, <Card product={{ id: 1 }} />)).toBe(true);
    expect(
      sameMarkupInput(
        <Card product={product} onRetry={() => undefined}>
          <b>{['a', 1]}</b>
        </Card>,
        <Card product={product} onRetry={() => undefined}>
          <b>{['a', 1]}</b>
        </Card>,
      ),
    ).toBe(true);
  });

  it('fails when data, an element type, a key or a nested child differs', () => {
    expect(sameMarkupInput(<Card product={product} />, <Card product={{ id: 2 }} />)).toBe(false);
    expect(sameMarkupInput(<Card product={product} />, <Card product={new Map() as never} />)).toBe(false);
    expect(sameMarkupInput(<b>x</b>, <i>x</i>)).toBe(false);
    expect(sameMarkupInput(<b key="1">x</b>, <b key="2">x</b>)).toBe(false);
    expect(sameMarkupInput(<b>{['a', 1]}</b>, <b>{['a', 2]}</b>)).toBe(false);
    expect(sameMarkupInput(<Card product={product} />, <Card product={product} onRetry={() => undefined} />)).toBe(
      false,
    );
  });
});
