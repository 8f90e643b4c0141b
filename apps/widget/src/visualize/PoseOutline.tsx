import type { ViewType } from '@afterlook/domain';
import { ARMS, FIGURE_VIEWBOX, HEAD, LEGS, NECK, TRUNK } from '../body-areas/figure-shapes.ts';

export type PoseFamily = 'front' | 'back' | 'torso' | 'head';

export const poseFamily = (view: ViewType): PoseFamily =>
  view.startsWith('HEAD')
    ? 'head'
    : view.startsWith('TORSO')
      ? 'torso'
      : view === 'BODY_BACK'
        ? 'back'
        : 'front';

const VIEWBOX: Record<PoseFamily, string> = {
  front: FIGURE_VIEWBOX,
  back: FIGURE_VIEWBOX,
  torso: '24 6 152 270',
  head: '58 4 84 100',
};

/** The pose guide: the mannequin's outline cropped to what the photo must show. */
export function PoseOutline({ view, className }: { view: ViewType; className?: string }) {
  const family = poseFamily(view);
  return (
    <svg className={className} viewBox={VIEWBOX[family]} aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth={family === 'head' ? 1.6 : 2.4}
        strokeDasharray="6 5"
        strokeLinejoin="round"
      >
        {[HEAD, NECK, TRUNK, ...ARMS, ...LEGS].map((path) => (
          <path key={path} d={path} />
        ))}
      </g>
      {family === 'back' ? (
        <path
          d="M 100 102 L 100 200"
          stroke="currentColor"
          strokeWidth={1.6}
          strokeDasharray="4 4"
          fill="none"
        />
      ) : null}
    </svg>
  );
}
