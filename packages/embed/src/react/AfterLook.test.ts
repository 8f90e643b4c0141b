// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { AfterLook } from './AfterLook.tsx';

type Global = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[] };

describe('<AfterLook /> for React host sites', () => {
  it('loads /embed.js once and asks for the widget inline in its own element, with its listeners', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    document.body.append(container);
    const onLead = () => {};
    const element = (key: string) =>
      createElement(AfterLook, {
        key,
        server: 'https://widget.afterlook.test',
        clinicKey: 'bella-key',
        flow: 'tier1',
        on: { leadSubmitted: [onLead, { contact: true }] },
      });
    await act(async () => {
      createRoot(container).render([element('a'), element('b')]);
    });
    expect(
      document.querySelectorAll('script[src="https://widget.afterlook.test/embed.js"]'),
    ).toHaveLength(1);
    const calls = ((window as unknown as { AfterLook: Global }).AfterLook.q ?? []).map((call) =>
      Array.from(call),
    );
    expect(calls.map(([command]) => command)).toEqual([
      'on',
      'init',
      'inline',
      'on',
      'init',
      'inline',
    ]);
    expect(calls[0]).toEqual(['on', 'leadSubmitted', onLead, { contact: true }]);
    expect(calls[1]).toEqual(['init', { clinicKey: 'bella-key', flow: 'tier1' }]);
    const slots = container.querySelectorAll('div');
    expect(calls[2]?.[1]).toEqual({ clinicKey: 'bella-key', flow: 'tier1', element: slots[0] });
    expect(calls[5]?.[1]).toMatchObject({ element: slots[1] });
  });
});
