import path from 'node:path';
import { transform } from '@swc/core';
import { describe, expect, it } from 'vitest';
import { swcRule } from './swc-rule.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = "import styled from 'styled-components';\nexport const Card = styled.div`color: gold;`;";

/** What the rule's swc options make of a styled component in the given file. */
async function compiled(file: string, isProduction = true): Promise<string> {
  const resource = path.join(ROOT, file);
  const [{ options }] = swcRule(isProduction).use({ resource });
  return (await transform(SOURCE, { ...options, filename: resource })).code;
}

const componentId = (code: string) => /componentId: "([^"]+)"/.exec(code)?.[1];

describe('the swc rule', () => {
  it('names a component from its file, the same in every build, within its own workspace', async () => {
    const inStore = componentId(await compiled('mf-store/src/card.tsx'));
    expect(inStore).toMatch(/^mf-store__sc-[0-9a-f]+-0$/);
    expect(componentId(await compiled('mf-store/src/card.tsx'))).toBe(inStore);
    // The same contents in another remote never share a class name with the store's.
    expect(componentId(await compiled('mf-landing/src/card.tsx'))).toBe(inStore?.replace('mf-store', 'mf-landing'));
    expect(componentId(await compiled('shared/src/singletons/ui/card.tsx'))).toMatch(/^shared__sc-/);
  });

  it('names components after themselves in development only', async () => {
    expect(await compiled('mf-store/src/card.tsx')).not.toContain('displayName');
    expect(await compiled('mf-store/src/card.tsx', false)).toContain('displayName: "card__Card"');
  });
});
