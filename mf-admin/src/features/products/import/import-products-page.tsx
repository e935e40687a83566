import { useState } from 'react';
import { userErrorMessage } from '@ps/shared/api';
import { Link } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, toast } from '@ps/shared/ui';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { Card } from '../../../ui/card';
import { useImportProducts } from '../api/import-products';
import { ImportPreview } from './import-preview';

/** /admin/products/import: upload a CSV, read the dry run, then apply it all in one transaction. */
export function ImportProductsPage() {
  usePageMeta({ title: 'Import products · Staff console', description: 'Change the catalog from a CSV file.' });
  const importer = useImportProducts();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const result = importer.data;
  const canApply = file && result?.dryRun && result.errors.length === 0 && result.changes.length > 0;

  const choose = async (chosen: File | undefined) => {
    importer.reset();
    if (!chosen) return setFile(null);
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    importer.mutate({ csv, dryRun: true });
  };
  const apply = () =>
    file &&
    importer.mutate(
      { csv: file.csv, dryRun: false },
      { onSuccess: ({ changes }) => toast({ title: `Imported ${file.name}: ${changes.length} product(s) saved` }) },
    );

  return (
    <AdminPage>
      <PageHeader>
        <h1>Import products</h1>
        <div>
          <Link to="/admin/products">Back to Products</Link>
        </div>
      </PageHeader>
      <Card>
        <h2>CSV file</h2>
        <p>
          Use the columns of the export (<a href="/api/admin/products/export">Export CSV</a>), one row per variant.
          Products are matched by slug and variants by SKU. The file is checked first; nothing is saved until you apply
          it, and then every row is saved together or none is.
        </p>
        <label>
          Choose a CSV file (up to 2 MB)
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={importer.isPending}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        {importer.isPending && <p role="status">{importer.variables?.dryRun ? 'Checking…' : 'Importing…'}</p>}
        {importer.error && <p role="alert">{userErrorMessage(importer.error, 'The file could not be read')}</p>}
        {result?.dryRun && result.changes.length === 0 && result.errors.length === 0 && (
          <p role="status">This file changes nothing: the catalog already matches it.</p>
        )}
        {canApply && (
          <div>
            <Button onClick={apply}>
              Apply {result.changes.length} change{result.changes.length === 1 ? '' : 's'}
            </Button>
          </div>
        )}
      </Card>
      {result && <ImportPreview result={result} />}
    </AdminPage>
  );
}
