import { LEAD_STATUSES, PROCEDURES } from '@afterlook/domain';
import type { Db } from '../../apps/server/src/ports/db-schema.ts';
import type { FieldCipher } from '../../apps/server/src/ports/field-cipher.ts';
import { storeLeadsInBulk } from '../../apps/server/src/testing/support/store-leads-in-bulk.ts';

const FIRST = [
  'Ana',
  'Bea',
  'Carla',
  'Diana',
  'Elena',
  'Fatima',
  'Grace',
  'Hana',
  'Iris',
  'Julia',
  'Karen',
  'Lucia',
  'Maria',
  'Nora',
  'Olivia',
  'Paula',
  'Rosa',
  'Sofia',
  'Tania',
  'Valeria',
];
const LAST = [
  'Lopez',
  'Garcia',
  'Martinez',
  'Smith',
  'Johnson',
  'Brown',
  'Rodriguez',
  'Hernandez',
  'Perez',
  'Sanchez',
  'Ramirez',
  'Torres',
  'Flores',
  'Rivera',
  'Gomez',
  'Diaz',
  'Reyes',
  'Cruz',
  'Morales',
  'Ortiz',
  'Gutierrez',
  'Chavez',
  'Ramos',
  'Ruiz',
  'Alvarez',
];

/** The i-th seeded lead's phone (E.164). */
export const seededPhone = (i: number) =>
  `+1415${String(1_000_000 + ((i * 7919) % 9_000_000)).padStart(7, '0')}`;

/**
 * Stores `count` leads for a clinic as submitLead stores them (contact details sealed
 * under each lead's own key; unless `searchable` is false, search tokens from the same
 * code), spread over the past year, statuses and procedures mixed, in bulk
 * (storeLeadsInBulk, shared with the tests); answers the seconds it took.
 */
export function seedLeads(
  db: Db,
  cipher: FieldCipher,
  clinicId: string,
  count: number,
  options: { readonly searchable?: boolean } = {},
): Promise<number> {
  const yearAgo = Date.now() - 365 * 24 * 3600 * 1000;
  return storeLeadsInBulk(
    db,
    cipher,
    clinicId,
    count,
    (i) => ({
      contact: {
        first_name: FIRST[i % FIRST.length] ?? 'Ana',
        last_name: `${LAST[(i * 7) % LAST.length]}${i % 97}`,
        phone: seededPhone(i),
        email: `patient${i}@mail.example`,
        location: 'Austin, Texas',
        upload_type: 'upload',
      },
      row: {
        form_user_id: `form-${i % 5}`,
        status: LEAD_STATUSES[i % LEAD_STATUSES.length] ?? 'new',
        procedure: PROCEDURES[i % 12] ?? null,
        created_at: new Date(
          yearAgo + Math.floor((i / count) * 365 * 24 * 3600 * 1000),
        ).toISOString(),
      },
    }),
    { searchable: options.searchable ?? true },
  );
}
