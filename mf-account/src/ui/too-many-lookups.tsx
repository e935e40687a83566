import { MessagePanel } from './message-panel';

/** 429 from the order lookup: the API slows down anyone probing order numbers. */
export function TooManyLookups({ headingLevel }: { headingLevel?: 1 | 2 }) {
  return (
    <MessagePanel
      title="Too Many Lookups"
      tone="panic"
      headingLevel={headingLevel}
      message="Whoa, easy there, hero! You've looked up a lot of orders in a short time. Wait a minute, then try again."
    />
  );
}
