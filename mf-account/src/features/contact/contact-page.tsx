import { useState } from 'react';
import { useSearchParams } from '@ps/shared/router';
import type { ContactMessageResponse } from '@ps/shared/schemas';
import { SupportContactDetails } from '@ps/shared/support';
import { InfoPage } from '../../ui/info-page';
import { ContactForm } from './contact-form';
import { contactPrefill } from './contact-prefill';
import { ContactSent } from './contact-sent';

export function ContactPage() {
  const [search] = useSearchParams();
  const [sent, setSent] = useState<ContactMessageResponse | null>(null);
  return (
    <InfoPage
      path="/contact"
      title="Contact us"
      lead="Questions about an order, a return, sizes or your data? Write to the crew that runs the store."
    >
      <h2>Call or e-mail</h2>
      <SupportContactDetails />
      <h2>Send a message</h2>
      {sent ? (
        <ContactSent response={sent} onAnother={() => setSent(null)} />
      ) : (
        <ContactForm defaultValues={contactPrefill(search)} onSent={setSent} />
      )}
    </InfoPage>
  );
}
