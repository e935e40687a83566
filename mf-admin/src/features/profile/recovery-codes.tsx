import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ps/shared/ui';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-family: ui-monospace, monospace;
  font-size: 1.05rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Shown once, right after two-factor is turned on: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => heading.current?.focus(), []);

  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('Copied.'),
      () => setCopied('Copying is not allowed here; write the codes down instead.'),
    );

  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        Two-factor is on. Save your recovery codes
      </h3>
      <p>Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.</p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button $variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Actions>
      <p role="status">{copied}</p>
    </>
  );
}
