import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Form, useZodForm, TextField } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';

/** Only a schema that could not be checked reaches the alert: `onReveal` itself throws nothing. */
const REVEAL_FAILURE = 'The details could not be checked. Please try again.';

const loadRevealSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.orderRevealFormSchema);

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h2 {
    margin: 0;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.color.info};
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.sm} {
    grid-template-columns: 1fr auto;
    align-items: start;
    button {
      margin-top: 1.9rem;
    }
  }
`;

interface Props {
  onReveal: (email: string) => void;
  checking: boolean;
}

/** Another browser sees the order masked; the order's e-mail shows the rest. */
export function RevealOrderForm({ onReveal, checking }: Props) {
  const form = useZodForm(loadRevealSchema, { email: '' });
  return (
    <Box aria-labelledby="reveal-order-title" data-print-hidden>
      <h2 id="reveal-order-title">Some details are hidden</h2>
      <p>
        To protect the buyer&apos;s privacy, personal details are masked on a browser that didn&apos;t place this order.
      </p>
      <Form form={form} onSubmit={async ({ email }) => onReveal(email)} failure={REVEAL_FAILURE}>
        <Row>
          <TextField
            label="Enter the order's email to see full details"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" disabled={checking}>
            {checking ? 'Checking…' : 'Show details'}
          </Button>
        </Row>
      </Form>
    </Box>
  );
}
