import { options, type VNode } from 'preact';

/**
 * React writes `tabIndex` as the `tabindex` attribute on every element; Preact sets SVG
 * attributes by their prop name, and an SVG element's `tabIndex` attribute (attribute
 * names are case-sensitive there) makes nothing focusable: the body figure's regions
 * would drop out of the keyboard order. Lower-casing the prop on every DOM element does
 * what React does (HTML elements lower-case attribute names themselves).
 */
const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown>;
  if (typeof vnode.type === 'string' && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  previousVnodeHook?.(vnode);
};
