/** The contract published as OpenAPI 3.1, built from the same zod schemas the server validates with. */
import { z } from 'zod';
import { failureSchema, successSchema, type Endpoint } from '@kabuto/contracts';

export function openApiDocument(
  title: string,
  prefix: string,
  endpoints: Record<string, Endpoint>,
  security: 'member' | 'staff',
) {
  const paths: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    paths[prefix + endpoint.path] = {
      post: {
        operationId: name,
        summary: endpoint.summary,
        ...(endpoint.access === 'public'
          ? {}
          : { security: [security === 'member' ? { memberToken: [], memberAccount: [] } : { staffBearer: [] }] }),
        ...(endpoint.roles ? { 'x-roles': endpoint.roles } : {}),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) } },
        },
        responses: {
          '200': {
            description: 'Success',
            content: {
              'application/json': { schema: z.toJSONSchema(successSchema(endpoint.reply), { unrepresentable: 'any' }) },
            },
          },
          default: { description: 'Failure', content: { 'application/json': { schema: z.toJSONSchema(failureSchema) } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1' },
    paths,
    components: {
      securitySchemes: {
        memberToken: { type: 'apiKey', in: 'header', name: 'token' },
        memberAccount: { type: 'apiKey', in: 'header', name: 'account' },
        staffBearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
