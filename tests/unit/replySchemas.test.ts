/**
 * Every read endpoint described in contract/ has a reply schema (contract/schemas/): the
 * embedded backend's replies in the tests, the OpenAPI document and the conformance kit
 * check a read against it, so a read without one would go unchecked everywhere.
 */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@contract/endpoint';
import { ENDPOINTS } from '@contract/endpoints';
import { EXPORTS } from '@contract/endpoints/exports';
import { replySchemaOf } from '@contract/schemas';

/** Reads that answer a file's bytes (an .xlsx), not JSON: no JSON schema describes them. */
const FILE_READS = new Set<Endpoint>([EXPORTS.file]);

describe('reply schemas', () => {
  it('every read endpoint that answers JSON has one', () => {
    const reads = ENDPOINTS.filter(({ endpoint }) => endpoint.method === 'get' && !FILE_READS.has(endpoint));
    expect(reads.length).toBeGreaterThan(100);
    const missing = reads.filter(({ endpoint }) => !replySchemaOf(endpoint)).map(({ id }) => id);
    expect(missing).toEqual([]);
  });
});
