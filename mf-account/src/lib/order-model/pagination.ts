/** At least one page, so an empty list still reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}
