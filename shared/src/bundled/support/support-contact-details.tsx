import styled from 'styled-components';
import { Skeleton } from '@ps/shared/ui';
import { useSupportContact } from './get-support-contact';
import { phoneHref } from './phone-href';

// Doubled class: the list keeps its own spacing inside prose that styles every ul.
const List = styled.ul`
  && {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space(5)};
  && li {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** Phone and e-mail links to support; a placeholder of the same height while they load, nothing if they cannot. */
export function SupportContactDetails() {
  const { data, isPending } = useSupportContact();
  if (isPending) return <Skeleton $height="44px" $width="18rem" aria-hidden="true" />;
  if (!data) return null;
  return (
    <List aria-label="Customer support">
      <li>
        Call <a href={phoneHref(data.phone)}>{data.phone}</a>
      </li>
      <li>
        E-mail <a href={`mailto:${data.email}`}>{data.email}</a>
      </li>
    </List>
  );
}
