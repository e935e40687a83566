import styled from 'styled-components';
import type { ProductImportResult } from '@ps/shared/console-schemas';
import { Badge } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { TableHead } from '../../../ui/table-head';

const Details = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  white-space: normal;
`;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What a dry run found: each product it would create or change, and each row's error. */
export function ImportPreview({ result }: { result: ProductImportResult }) {
  const created = result.changes.filter((change) => change.kind === 'create').length;
  const updated = result.changes.length - created;
  return (
    <>
      <Card aria-labelledby="import-summary-heading">
        <h2 id="import-summary-heading">{result.applied ? 'Imported' : 'Dry run: nothing is saved yet'}</h2>
        <p role="status">
          {result.applied ? 'Saved: ' : 'Would save: '}
          {plural(created, 'new product')}, {plural(updated, 'changed product')};{' '}
          {plural(result.errors.length, 'row error')}.
        </p>
      </Card>
      {result.errors.length > 0 && (
        <Card aria-labelledby="import-errors-heading">
          <h2 id="import-errors-heading">Rows to fix</h2>
          <p>Nothing is imported while any row has an error. Fix these rows and upload the file again.</p>
          <DataTable aria-labelledby="import-errors-heading">
            <TableHead columns={['Row', 'Column', 'Problem']} />
            <tbody>
              {result.errors.map((error, index) => (
                <tr key={`${error.row}-${error.field}-${index}`} data-testid="import-error">
                  <td>{error.row}</td>
                  <td>{error.field}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </Card>
      )}
      {result.changes.length > 0 && (
        <Card aria-labelledby="import-changes-heading">
          <h2 id="import-changes-heading">{result.applied ? 'Changes saved' : 'Changes to apply'}</h2>
          <DataTable aria-labelledby="import-changes-heading">
            <TableHead columns={['Row', 'Product', 'Kind', 'What changes']} />
            <tbody>
              {result.changes.map((change) => (
                <tr key={change.slug} data-testid="import-change">
                  <td>{change.row}</td>
                  <td>{change.slug}</td>
                  <td>
                    <Badge $tone={change.kind === 'create' ? 'accent' : 'neutral'}>
                      {change.kind === 'create' ? 'New' : 'Update'}
                    </Badge>
                  </td>
                  <td>
                    <Details>
                      {change.details.map((detail) => (
                        <li key={detail}>{detail}</li>
                      ))}
                    </Details>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </Card>
      )}
    </>
  );
}
