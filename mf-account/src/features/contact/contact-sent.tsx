import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ContactMessageResponse } from '@ps/shared/schemas';
import { CONTACT_MESSAGES } from '@ps/shared/rules';
import { Button } from '@ps/shared/ui';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 640px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 3px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.color.success};
  }
  p {
    margin: 0;
  }
`;

/** Replaces the form once the server has the message; focus moves to its heading so it is read out. */
export function ContactSent({ response, onAnother }: { response: ContactMessageResponse; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box aria-labelledby="contact-sent-title">
      <h2 id="contact-sent-title" ref={heading} tabIndex={-1}>
        {CONTACT_MESSAGES.sent}
      </h2>
      <p>{response.message}</p>
      <p>
        Your reference: <strong>{response.reference}</strong>
      </p>
      <div>
        <Button $variant="secondary" onClick={onAnother}>
          Send another message
        </Button>
      </div>
    </Box>
  );
}
