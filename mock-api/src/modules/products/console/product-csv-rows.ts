import { parse } from 'csv-parse/sync';
import { adminProductInputSchema, type AdminProductValues } from '@ps/shared/console-schemas';
import { centsToDollars } from '../../../lib/money';
import { asText } from '../../../lib/csv-stream';
import type { AdminProductRecord } from './admin-product-records-repository';

export const CSV_COLUMNS = [
  'slug',
  'name',
  'category',
  'description',
  'tags',
  'base_price',
  'sale_price',
  'featured',
  'active',
  'max_per_order',
  'sku',
  'variant_name',
  'size',
  'color',
  'price_adjustment',
  'stock',
] as const;

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

export interface RowError {
  row: number;
  field: string;
  message: string;
}

const money = (cents: number) => centsToDollars(cents).toFixed(2);

/** One row per variant; product columns repeat on each. */
export function toCsvRows(product: AdminProductRecord): string[][] {
  return product.variants.map((variant) =>
    [
      product.slug,
      product.name,
      product.categorySlug,
      product.descriptionHtml,
      product.tags.join('|'),
      money(product.basePriceCents),
      product.salePriceCents === null ? '' : money(product.salePriceCents),
      String(product.isFeatured),
      String(product.active),
      product.maxPerOrder === null ? '' : String(product.maxPerOrder),
      variant.sku,
      variant.name,
      variant.attributes.size ?? '',
      variant.attributes.color ?? '',
      money(variant.priceAdjustmentCents),
      String(variant.inventoryAvailable),
    ].map(asText),
  );
}

/** Undoes asText: a quote before a formula character was added by the export. */
const fromCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value).trim();

const number = (value: string) => (value === '' ? Number.NaN : Number(value));
const flag = (value: string) => (value === 'true' ? true : value === 'false' ? false : value);

export interface ProductGroup {
  slug: string;
  /** The file's line of each variant (the header is line 1). */
  rows: number[];
  categorySlug: string;
  values?: AdminProductValues;
}

/** Parses the file into products, one per slug; every problem is reported with its line. */
export function groupCsv(text: string): { groups: ProductGroup[]; errors: RowError[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    return {
      groups: [],
      errors: [{ row: 0, field: 'file', message: `The file is not valid CSV: ${(error as Error).message}` }],
    };
  }
  const [header = [], ...lines] = records;
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0)
    return { groups: [], errors: [{ row: 1, field: 'header', message: `Missing columns: ${missing.join(', ')}` }] };
  const bySlug = new Map<string, { row: number; cells: CsvRow }[]>();
  lines.forEach((cells, index) => {
    const row = Object.fromEntries(header.map((column, at) => [column, fromCell(cells[at] ?? '')])) as CsvRow;
    const group = bySlug.get(row.slug) ?? [];
    group.push({ row: index + 2, cells: row });
    bySlug.set(row.slug, group);
  });
  const errors: RowError[] = [];
  const groups = [...bySlug].map(([slug, members]) => {
    const first = members[0]!.cells;
    const candidate = {
      name: first.name,
      slug,
      description: first.description,
      tags: first.tags
        ? first.tags
            .split('|')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : [],
      basePrice: number(first.base_price),
      salePrice: first.sale_price === '' ? null : number(first.sale_price),
      categoryId: 1,
      isFeatured: flag(first.featured),
      isActive: flag(first.active),
      maxPerOrder: first.max_per_order === '' ? null : number(first.max_per_order),
      variants: members.map(({ cells }) => ({
        sku: cells.sku,
        name: cells.variant_name,
        size: cells.size,
        color: cells.color,
        priceAdjustment: cells.price_adjustment === '' ? 0 : number(cells.price_adjustment),
        stock: cells.stock === '' ? 0 : number(cells.stock),
      })),
    };
    const parsed = adminProductInputSchema.safeParse(candidate);
    const rows = members.map((member) => member.row);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [key, index, field] = issue.path;
        const row = key === 'variants' && typeof index === 'number' ? rows[index]! : rows[0]!;
        errors.push({ row, field: String(key === 'variants' ? (field ?? key) : key), message: issue.message });
      }
    }
    return { slug, rows, categorySlug: first.category, values: parsed.success ? parsed.data : undefined };
  });
  return { groups, errors };
}
