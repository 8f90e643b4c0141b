import type { BACK_FIGURE_AREAS, BodyArea, FRONT_FIGURE_AREAS } from '@afterlook/domain';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import {
  ARMS,
  BACK_BACK,
  BACK_BUTT,
  BACK_LINES,
  FIGURE_VIEWBOX,
  FRONT_BREAST,
  FRONT_TORSO,
  FRONT_VAGINAL,
  HEAD,
  LEGS,
  NECK,
  TRUNK,
  TRUNK_BOTTOM,
} from './figure-shapes.ts';

/** The whole drawing box, the outer ring of an even-odd "everything but" clip. */
const EVERYTHING = 'M 0 0 L 200 0 L 200 470 L 0 470 Z';

export type FigureSide = 'front' | 'back';
type FrontArea = (typeof FRONT_FIGURE_AREAS)[number];
type BackArea = (typeof BACK_FIGURE_AREAS)[number];

/**
 * Clip paths that cut a region's shapes to what shows of it. Clipping (unlike masking)
 * also limits where a region takes clicks, so overlapping shapes never steal them.
 */
type Cut = 'trunk' | 'trunkAndLegs' | 'outsideTrunk' | 'belowTrunk' | 'notOverLegs';
interface RegionShapes {
  readonly paths: readonly string[];
  /** Applied together (nested), so the visible part is their intersection. */
  readonly cuts?: readonly Cut[];
}

/** Clickable regions of each figure in reading order, top to bottom (docs/product/shared-screens.md). */
export const FRONT_REGIONS: readonly (readonly [FrontArea, RegionShapes])[] = [
  ['FACE', { paths: [HEAD] }],
  ['ARMS', { paths: ARMS, cuts: ['outsideTrunk'] }],
  ['BREAST', { paths: [FRONT_BREAST], cuts: ['trunk'] }],
  ['TORSO', { paths: [FRONT_TORSO], cuts: ['trunk'] }],
  ['VAGINAL', { paths: [FRONT_VAGINAL] }],
  ['LEGS', { paths: LEGS, cuts: ['belowTrunk', 'notOverLegs'] }],
];
export const BACK_REGIONS: readonly (readonly [BackArea, RegionShapes])[] = [
  ['HEAD', { paths: [HEAD] }],
  ['ARMS', { paths: ARMS, cuts: ['outsideTrunk'] }],
  ['BACK', { paths: [BACK_BACK], cuts: ['trunk'] }],
  ['BUTT', { paths: [BACK_BUTT], cuts: ['trunkAndLegs'] }],
  ['LEGS', { paths: LEGS, cuts: ['belowTrunk', 'notOverLegs'] }],
];

interface BodyFigureProps {
  readonly side: FigureSide;
  readonly selected: readonly BodyArea[];
  /** The areas that can be chosen; the others are drawn disabled (a tap still reports them). */
  readonly enabled: readonly BodyArea[];
  readonly onToggle: (area: BodyArea) => void;
}

/**
 * One body figure of the area selector: a soft neutral mannequin whose regions are
 * keyboard-accessible toggles (role checkbox, named from the catalog), tinted in the
 * theme colour on hover and filled with it when selected.
 */
export function BodyFigure({ side, selected, enabled, onToggle }: BodyFigureProps) {
  const { t } = useTranslation();
  const uid = useId().replace(/[^\w-]/g, '');
  const ids: Readonly<Record<Cut, string>> = {
    trunk: `${uid}-trunk`,
    trunkAndLegs: `${uid}-trunk-legs`,
    outsideTrunk: `${uid}-outside-trunk`,
    belowTrunk: `${uid}-below-trunk`,
    notOverLegs: `${uid}-not-over-legs`,
  };
  const regions = side === 'front' ? FRONT_REGIONS : BACK_REGIONS;
  /** What limbs must not cover: the trunk, and the region drawn over the top of the legs. */
  const overLegs = side === 'front' ? FRONT_VAGINAL : BACK_BUTT;
  const sideLabel = t(side === 'front' ? 'area.front' : 'area.back');

  const onKeyDown = (area: BodyArea) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle(area);
    }
  };

  return (
    <figure className={`al-figure al-figure--${side}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a <fieldset>; the group names the figure's checkboxes */}
      <svg
        className="al-figure__svg"
        viewBox={FIGURE_VIEWBOX}
        role="group"
        aria-label={t('area.figureLabel', { side: sideLabel })}
      >
        <defs>
          <clipPath id={ids.trunk}>
            <path d={TRUNK} />
          </clipPath>
          <clipPath id={ids.trunkAndLegs}>
            <path d={TRUNK} />
            {LEGS.map((d) => (
              <path key={d} d={d} />
            ))}
          </clipPath>
          <clipPath id={ids.outsideTrunk}>
            <path d={`${EVERYTHING} ${TRUNK}`} clipRule="evenodd" />
          </clipPath>
          <clipPath id={ids.belowTrunk}>
            <rect x="0" y={TRUNK_BOTTOM} width="200" height={470 - TRUNK_BOTTOM} />
          </clipPath>
          <clipPath id={ids.notOverLegs}>
            <path d={`${EVERYTHING} ${overLegs}`} clipRule="evenodd" />
          </clipPath>
        </defs>
        <ellipse className="al-figure__ground" cx="100" cy="464" rx="46" ry="4" />
        <g className="al-figure__base">
          <path d={NECK} />
          <path d={TRUNK} />
          {ARMS.map((d) => (
            <path key={d} d={d} />
          ))}
          {LEGS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        {regions.map(([area, { paths, cuts = [] }]) => {
          const checked = selected.includes(area);
          const disabled = !enabled.includes(area);
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG region cannot be an <input>; role and keys make it a checkbox
            <g
              key={area}
              className={`al-figure__region${disabled ? ' al-figure__region--disabled' : ''}`}
              role="checkbox"
              aria-checked={checked}
              aria-disabled={disabled || undefined}
              aria-label={t(`area.regions.${area}`)}
              tabIndex={0}
              onClick={() => onToggle(area)}
              onKeyDown={onKeyDown(area)}
              data-area={area}
            >
              {cuts.reduceRight<ReactNode>(
                (inner, cut) => (
                  <g key={cut} clipPath={`url(#${ids[cut]})`}>
                    {inner}
                  </g>
                ),
                paths.map((d) => <path key={d} className="al-figure__shape" d={d} />),
              )}
            </g>
          );
        })}
        {side === 'back' ? (
          <g className="al-figure__lines">
            {BACK_LINES.map((d) => (
              <path key={d} d={d} />
            ))}
          </g>
        ) : null}
      </svg>
      <figcaption className="al-figure__caption">{sideLabel}</figcaption>
    </figure>
  );
}
