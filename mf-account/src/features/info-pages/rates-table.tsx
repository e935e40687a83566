import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 2px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

interface Row {
  method: string;
  time: string;
  price: string;
}

export function RatesTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">Delivery time</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.method}>
            <th scope="row">{row.method}</th>
            <td>{row.time}</td>
            <td>{row.price}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
