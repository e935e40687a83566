import styled from 'styled-components';
import { BAND_CONTACTS } from '@ps/shared/rules';
import { ComicPanel } from '../../ui/comic-panel';
import { Icon } from '../../ui/icon';
import { mailIcon } from '../../ui/icon-paths/section-symbols';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Card = styled(ComicPanel)`
  display: grid;
  grid-template-columns: 44px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.info};
  }
  > svg {
    color: ${({ theme }) => theme.color.panic};
  }
`;

export function ContactCards() {
  return (
    <List>
      {BAND_CONTACTS.map((contact) => (
        <Card key={contact.id} as="article" aria-labelledby={`contact-${contact.id}`}>
          <Icon path={mailIcon} size={36} />
          <div>
            <h3 id={`contact-${contact.id}`}>{contact.title}</h3>
            <p>{contact.name}</p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </div>
        </Card>
      ))}
    </List>
  );
}
