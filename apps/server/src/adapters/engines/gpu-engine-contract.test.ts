import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GpuRenderRequest, GpuRenderResponse } from './gpu-engine-contract.ts';

// docs/gpu-engine.md is what a clinic's ML team builds against: its schemas must be
// the ones the server checks with.
const doc = readFileSync(join(import.meta.dirname, '../../../../../docs/gpu-engine.md'), 'utf8');
const schemaAfter = (heading: string): unknown => {
  const block = /```json\n([\s\S]*?)\n```/.exec(doc.slice(doc.indexOf(heading)))?.[1];
  if (!block) throw new Error(`no JSON block after "${heading}"`);
  return JSON.parse(block);
};

describe('docs/gpu-engine.md', () => {
  it('gives the request schema the server sends by', () => {
    expect(schemaAfter('### Request schema')).toEqual(z.toJSONSchema(GpuRenderRequest));
  });
  it('gives the response schema the server checks answers with', () => {
    expect(schemaAfter('### Response schema')).toEqual(z.toJSONSchema(GpuRenderResponse));
  });
});
