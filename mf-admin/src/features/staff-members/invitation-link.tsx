import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ps/shared/ui';
import { formatDateTime } from '../../ui/format';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ui-monospace, monospace;
  }
  p {
    margin: 0;
  }
`;

interface Props {
  email: string;
  link: string;
  expiresAt: string;
}

/** The link to pass on, in case the e-mail does not arrive; it works once, until it expires. */
export function InvitationLink({ email, link, expiresAt }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  };
  return (
    <Box>
      <p>
        We e-mailed {email} a link to choose their password. You can also pass it on yourself: it works once, until{' '}
        {formatDateTime(expiresAt)}.
      </p>
      <label htmlFor="invitation-link">One-time link</label>
      <input id="invitation-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <div>
        <Button $variant="secondary" onClick={copy}>
          Copy link
        </Button>
        <span role="status"> {copied ? 'Copied.' : ''}</span>
      </div>
    </Box>
  );
}
