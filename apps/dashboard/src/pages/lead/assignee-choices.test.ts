import type { StaffMember } from '@afterlook/api';
import { describe, expect, it } from 'vitest';
import { assigneeChoices } from './assignee-choices.ts';

const member = (id: string, email: string, status: StaffMember['status']): StaffMember => ({
  id,
  email,
  role: 'staff',
  status,
  can_export_and_delete: false,
  created_at: '2026-11-01T00:00:00.000Z',
  last_sign_in_at: null,
});

describe("a lead's assignee choices", () => {
  it('issue 31 (working the list): offers the active members by email, never a pending invite', () => {
    const staff = [
      member('s2', 'zoe@clinic.example', 'active'),
      member('s1', 'ana@clinic.example', 'active'),
      member('s3', 'new@clinic.example', 'invited'),
    ];
    expect(assigneeChoices(staff, null)).toEqual([
      { id: 's1', email: 'ana@clinic.example' },
      { id: 's2', email: 'zoe@clinic.example' },
    ]);
  });

  it('issue 31 (working the list): keeps the current assignee listed when the team list lacks them', () => {
    const choices = assigneeChoices([member('s1', 'ana@clinic.example', 'active')], {
      staff_id: 's9',
      email: 'bea@clinic.example',
    });
    expect(choices.map((choice) => choice.id)).toEqual(['s1', 's9']);
  });
});
