import { describe, expect, it } from 'vitest';
import { checkFormConfig, NEW_FORM_CONFIG } from './form-config-check.ts';

describe('the form config editor’s check', () => {
  it('passes the starting document', () => {
    expect(checkFormConfig(NEW_FORM_CONFIG).ok).toBe(true);
  });

  it('names the JSON problem when the text is not JSON or not an object', () => {
    const broken = checkFormConfig('{ "type": ');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.json).toBeTruthy();
    const list = checkFormConfig('[1]');
    expect(!list.ok && list.json).toMatch(/object/);
  });

  it('names each failing field by its path', () => {
    const result = checkFormConfig(
      JSON.stringify({
        type: 'single-procedure',
        procedure: 'HAIR_TRANSPLANT',
        showScan: 'yes',
        copyOverrides: { uploadLabel: '' },
      }),
    );
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.fields.map((field) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining(['procedure', 'showScan', 'copyOverrides.uploadLabel']),
    );
    const procedure = result.ok ? undefined : result.fields.find((f) => f.path === 'procedure');
    expect(procedure?.message).toMatch(/HAIR_TRANSPLANT/);
  });

  it('finding 19: form configs with a key the widget does not read are refused, naming it', () => {
    const result = checkFormConfig(
      JSON.stringify({
        type: 'single-procedure',
        procedure: 'BBL',
        hosted: 'x'.repeat(1000),
        copyOverrides: { uploadLabel: 'Upload', banner: '<script>' },
      }),
    );
    expect(result.ok).toBe(false);
    const messages = result.ok ? [] : result.fields.map((f) => `${f.path}: ${f.message}`);
    expect(messages.join('\n')).toMatch(/hosted/);
    expect(messages.join('\n')).toMatch(/banner/);
  });
});
