import * as React from "react";

/** An icon's drawing: SVG elements with their attributes (lucide's format, without React keys). */
export type IconNode = readonly (readonly [tag: string, attrs: Readonly<Record<string, string>>])[];

export type IconProps = React.SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string };
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName: string };

const toComponentName = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

/**
 * The public pages' icons: one file per icon in this folder (components/icons/<lucide-name>.ts),
 * holding Lucide's drawing (copied from lucide-react 1.75.0's dist/esm/icons/<name>.mjs, `__iconData.node`,
 * ISC licence). lucide-react 1.x renders every icon through a client component (its Icon is "use
 * client"), which put the icon runtime on every page's first load and each drawing twice in the HTML
 * (the SVG and the React payload). These render as plain SVG. One file per icon, so a client island
 * bundles only the drawings it uses. The CRM keeps lucide-react.
 *
 * A Lucide icon as a plain SVG element (the same markup lucide-react renders: 24×24, stroke
 * currentColor, classes `lucide lucide-<name>`), with no hook and no client code: a server page
 * renders it into the HTML and nothing about it reaches the browser's JavaScript. Decorative unless
 * given an aria-label or a title.
 */
export function icon(name: string, node: IconNode): IconComponent {
  function Icon({ size = 24, strokeWidth = 2, className, children, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role !== undefined;
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {node.map(([tag, attrs], i) => React.createElement(tag, { key: i, ...attrs }))}
        {children}
      </svg>
    );
  }
  Icon.displayName = `${toComponentName(name)}Icon`;
  return Icon;
}
