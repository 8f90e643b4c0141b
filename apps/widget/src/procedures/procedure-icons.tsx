import type { Procedure } from '@afterlook/domain';
import type { ReactNode } from 'react';

/** The icon families of the procedure list (presentation only). */
export type ProcedureFamily =
  | 'breast'
  | 'body'
  | 'buttock'
  | 'face'
  | 'skin'
  | 'hair'
  | 'intimate'
  | 'reconstructive';

/** Which icon each procedure shows; a Record, so a new procedure cannot go without one. */
export const PROCEDURE_FAMILY: Readonly<Record<Procedure, ProcedureFamily>> = {
  BREAST_AUGMENTATION: 'breast',
  BREAST_LIFT: 'breast',
  BREAST_LIFT_AND_AUGMENTATION: 'breast',
  BREAST_REDUCTION: 'breast',
  BBL: 'buttock',
  BUTTOCK_AUGMENTATION: 'buttock',
  TUMMY_TUCK: 'body',
  ABDOMEN_LIPOSUCTION: 'body',
  THIGH_LIFT: 'body',
  ARM_LIFT: 'body',
  BODY_LIFT: 'body',
  LIPOSUCTION: 'body',
  ABDOMINAL_ETCHING: 'body',
  THIGH_LIPOSUCTION: 'body',
  ARMS_LIPOSUCTION: 'body',
  RENUVION: 'body',
  LIP_FILLER: 'face',
  CHEEK_AUGMENTATION: 'face',
  CHIN_SURGERY: 'face',
  CHIN_IMPLANT: 'face',
  CHIN_LIPOSUCTION: 'face',
  FOREHEAD_LIFT: 'face',
  OTOPLASTY: 'face',
  RHYTIDECTOMY: 'face',
  BLEPHAROPLASTY: 'face',
  RHINOPLASTY: 'face',
  BIOCHETOMY: 'face',
  FACE_LIFT: 'face',
  BOTOX_INJECTIONS: 'skin',
  DERMAL_FILLERS: 'skin',
  LASER_TREATMENTS: 'skin',
  CHEMICAL_PEEL: 'skin',
  MICRODERMABRASION: 'skin',
  HAIR_TRANSPLANTATION: 'hair',
  HAIR_TRANSPLANT: 'hair',
  LASER_HAIR_REMOVAL: 'hair',
  LABIAPLASTY: 'intimate',
  VAGINAL_TIGHTENING: 'intimate',
  VAGINAL_PRP: 'intimate',
  BURN_REPAIR: 'reconstructive',
  SCAR_REVISION: 'reconstructive',
  HAND_SURGERY: 'reconstructive',
  RECONSTRUCTIVE_SURGERY: 'reconstructive',
};

/** 24 × 24 line drawings, stroked in currentColor. */
const GLYPHS: Readonly<Record<ProcedureFamily, ReactNode>> = {
  breast: (
    <path d="M3 7.5c.8 5 3.4 8.5 6.6 8.5A2.5 2.5 0 0 0 12 13.6a2.5 2.5 0 0 0 2.4 2.4c3.2 0 5.8-3.5 6.6-8.5M9.5 13h.01M14.5 13h.01" />
  ),
  body: (
    <path d="M8 3c0 3.5 2.2 5 2.2 8.5S7 16.5 7 21M16 3c0 3.5-2.2 5-2.2 8.5S17 16.5 17 21M10.5 12.5h3" />
  ),
  buttock: (
    <path d="M12 7.5C10.5 5.5 4.5 5.5 4.5 12c0 4.4 3.4 7 7.5 5.4 4.1 1.6 7.5-1 7.5-5.4 0-6.5-6-6.5-7.5-4.5zM12 7.5v9.9" />
  ),
  face: (
    <>
      <path d="M12 3c-4 0-6.5 3.2-6.5 7.5 0 5 3 10.5 6.5 10.5s6.5-5.5 6.5-10.5C18.5 6.2 16 3 12 3z" />
      <path d="M9.5 10.5h.01M14.5 10.5h.01M10 15.5c1.2.9 2.8.9 4 0" />
    </>
  ),
  skin: (
    <>
      <path d="M10 3.5l1.4 3.8a2 2 0 0 0 1.2 1.2l3.9 1.5-3.9 1.5a2 2 0 0 0-1.2 1.2L10 16.5l-1.4-3.8a2 2 0 0 0-1.2-1.2L3.5 10l3.9-1.5a2 2 0 0 0 1.2-1.2z" />
      <path d="M18 14.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z" />
    </>
  ),
  hair: <path d="M5 21c0-7 1.5-12 5.5-17M10.5 21c0-6 1.2-10 4.5-14M16 21c0-4.5.8-7.5 3-10" />,
  intimate: (
    <path d="M12 20.5c-4.5-1.5-7.5-5-7.5-9.5 3 0 5.5 1.6 7.5 4.5 2-2.9 4.5-4.5 7.5-4.5 0 4.5-3 8-7.5 9.5zM12 15.5c-1.6-2.3-1.9-6.4 0-11 1.9 4.6 1.6 8.7 0 11z" />
  ),
  reconstructive: (
    <path d="M12 3.2 19 6v5.2c0 4.4-2.9 8.1-7 9.6-4.1-1.5-7-5.2-7-9.6V6zM12 8.5v6M9 11.5h6" />
  ),
};

export function ProcedureIcon({ procedure }: { procedure: Procedure }) {
  const family = PROCEDURE_FAMILY[procedure];
  return (
    <svg
      className="al-procedure-icon"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-family={family}
    >
      {GLYPHS[family]}
    </svg>
  );
}
