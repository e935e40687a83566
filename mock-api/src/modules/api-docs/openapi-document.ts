import { z } from 'zod';
import { apiErrorBodySchema } from '@ps/shared/schemas';
import type { AdminRoute } from '../../platform/admin/admin-route-table';
import { CSRF_HEADER } from '../../platform/sessions/require-csrf';
import type { ApiOperation } from './api-operation';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12, which OpenAPI 3.1 uses as it is; a transform's output reads as any value. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** `/api/products/:slugOrId` as OpenAPI writes it: `/api/products/{slugOrId}`. */
export const openApiPath = (path: string) =>
  path.replace(/:(\w+)|\{\*(\w+)\}/g, (_m, a?: string, b?: string) => `{${a ?? b}}`);

const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)|\{\*(\w+)\}/g)].map((match) => ({
    name: match[1] ?? match[2],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const json = jsonSchemaOf(query, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

const ERROR = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

function successAnswer(operation: ApiOperation) {
  const status = '2XX';
  if (operation.response) {
    return {
      [status]: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchemaOf(operation.response, 'output') } },
      },
    };
  }
  if (operation.produces) return { [status]: { description: 'Success', content: { [operation.produces]: {} } } };
  return { [status]: { description: 'Success' } };
}

function requestBody(operation: ApiOperation) {
  if (!operation.body && !operation.bodyType) return undefined;
  const schema = operation.body ? jsonSchemaOf(operation.body, 'input') : {};
  return { required: true, content: { [operation.bodyType ?? 'application/json']: { schema } } };
}

const STAFF_PATH = '/api/admin';

/** Sections by resource: `products`, `admin/orders`; pages and files beside the API are `site`. */
function tagOf(path: string): string {
  const [, api, resource, consoleResource] = path.split('/');
  if (api !== 'api' || !resource) return 'site';
  return resource === 'admin' && consoleResource ? `admin/${consoleResource}` : resource;
}

/** What a console route asks of its caller: a staff session with a permission, and the form token on writes. */
function staffTerms(operation: ApiOperation, staffRoutes: readonly AdminRoute[]) {
  if (!operation.path.startsWith(`${STAFF_PATH}/`)) return {};
  const route = staffRoutes.find(
    (candidate) => candidate.method === operation.method && `${STAFF_PATH}${candidate.path}` === operation.path,
  );
  if (!route) return {};
  const csrf =
    route.method === 'get'
      ? []
      : [
          {
            name: CSRF_HEADER,
            in: 'header',
            required: true,
            schema: { type: 'string' },
            description: "The staff session's form token.",
          },
        ];
  return {
    security: [{ staffSession: [] }],
    'x-staff-only': true,
    'x-staff-permission': route.permission,
    csrf,
  };
}

export interface OpenApiOptions {
  operations: readonly ApiOperation[];
  /** The console's guarded routes with their permissions (the admin route table). */
  staffRoutes: readonly AdminRoute[];
  serverUrl: string;
}

/** The OpenAPI 3.1 document of every API route, built from the schemas the routes parse with. */
export function openApiDocument({ operations, staffRoutes, serverUrl }: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const { csrf = [], ...staff } = staffTerms(operation, staffRoutes);
    const tag = tagOf(operation.path);
    (paths[openApiPath(operation.path)] ??= {})[operation.method] = {
      operationId: `${operation.method} ${operation.path}`,
      summary: operation.summary,
      tags: [tag],
      parameters: [...pathParameters(operation.path), ...queryParameters(operation.query), ...csrf],
      requestBody: requestBody(operation),
      responses: {
        ...successAnswer(operation),
        '4XX': errorAnswer('Refused: { code, message, fields? }'),
        '5XX': errorAnswer('Failed'),
      },
      ...staff,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Panic Squad API',
      version: '1',
      description:
        'The shop, social hub and staff console API. Every 4xx and 5xx answer is { code, message, fields? }. ' +
        `Console routes (${STAFF_PATH}) need a staff session cookie and, on writes, the session's ${CSRF_HEADER} header.`,
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(apiErrorBodySchema, 'output') },
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ps_staff_session',
          description: 'Set by POST /api/admin/login.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
