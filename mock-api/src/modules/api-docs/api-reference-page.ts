import { escapeHtml } from '../../platform/mail/escape-html';
import type { OpenApiDocument } from './openapi-document';

interface Operation {
  summary: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-staff-permission'?: string;
}

const pretty = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function parametersOf(operation: Operation): string {
  if (operation.parameters.length === 0) return '';
  const rows = operation.parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code></td></tr>`,
  );
  return `<table><caption>Parameters</caption><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr>${rows.join('')}</table>`;
}

function bodyOf(operation: Operation): string {
  const [type, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  return type ? `<details><summary>Request body (${escapeHtml(type)})</summary>${pretty(media?.schema)}</details>` : '';
}

function answersOf(operation: Operation): string {
  return Object.entries(operation.responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([status, answer]) => {
      const [type, media] = Object.entries(answer.content ?? {})[0] ?? [];
      const schema = media?.schema ? pretty(media.schema) : '';
      return `<details><summary>Answer ${status}${type ? ` (${escapeHtml(type)})` : ''}</summary>${schema}</details>`;
    })
    .join('');
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const staff = operation['x-staff-permission']
    ? `<p class="staff">Staff only: permission <code>${escapeHtml(operation['x-staff-permission'])}</code>${method === 'get' ? '' : ', with the x-csrf-token header'}</p>`
    : '';
  return `<article><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p>${staff}${parametersOf(operation)}${bodyOf(operation)}${answersOf(operation)}</article>`;
}

/** The reference page at /api/docs: every operation with its schemas, rendered here, with nothing fetched from elsewhere. */
export function apiReferencePage(document: OpenApiDocument): string {
  const sections = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as Operation;
      const tag = operation.tags[0] ?? 'api';
      sections.set(tag, [...(sections.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const body = [...sections]
    .map(
      ([tag, operations]) =>
        `<section id="${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${operations.join('\n')}</section>`,
    )
    .join('\n');
  const contents = [...sections.keys()].map((tag) => `<a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference | Panic Squad</title>
<style>
body{margin:0 auto;max-width:960px;padding:16px;font-family:Arial,sans-serif;line-height:1.5;color:#111;background:#fff}
nav a{margin-right:8px}article{border-top:1px solid #ccc;padding:8px 0}h3{font-size:1rem;margin:8px 0}
.method{display:inline-block;min-width:4.5em;font-weight:bold}.staff{color:#8a2000}
table{border-collapse:collapse;font-size:.875rem;margin:8px 0}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:bold}pre{overflow:auto;background:#f4f4f4;padding:8px;font-size:.8125rem}code{word-break:break-all}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>The machine-readable description: <a href="/api/docs/openapi.json">OpenAPI 3.1 (JSON)</a>.</p>
<nav aria-label="Sections">${contents}</nav>
${body}
</main>
</body>
</html>
`;
}
