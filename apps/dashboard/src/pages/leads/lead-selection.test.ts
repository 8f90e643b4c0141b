import { describe, expect, it } from 'vitest';
import { selectedOnPage, toggled } from './lead-selection.ts';

describe("the leads list's selection", () => {
  it('issue 31 (working the list): toggles a lead in and out, and moves only the selected leads the page shows, in its order', () => {
    let selected: ReadonlySet<string> = new Set();
    selected = toggled(selected, 'b');
    selected = toggled(selected, 'a');
    selected = toggled(selected, 'gone');
    expect([...selected].sort()).toEqual(['a', 'b', 'gone']);
    expect(
      selectedOnPage(selected, [
        { patient_uuid: 'a' },
        { patient_uuid: 'c' },
        { patient_uuid: 'b' },
      ]),
    ).toEqual(['a', 'b']);
    selected = toggled(selected, 'a');
    expect(selected.has('a')).toBe(false);
  });
});
