import { Children, cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from "react";

/** An HTML element with its style and children, as satori reads them. */
export type BoxElement = ReactElement<{ style?: CSSProperties; children?: ReactNode }>;

/** A host element (a div) in the normal flow, made positioned; positioned ones and components stay as they are. */
function positioned(child: ReactNode): ReactNode {
  if (!isValidElement<{ style?: CSSProperties }>(child) || typeof child.type !== "string") return child;
  const style = child.props.style ?? {};
  return style.position ? child : cloneElement(child, { style: { ...style, position: "relative" } });
}

/**
 * The root's children painted in source order, as next/og's satori painted them. The satori drawing
 * here follows CSS, which paints positioned boxes over the flow: app/og/ShareImage.tsx's absolute
 * background would cover its text column. A relative position with no offset moves nothing.
 */
export function paintInSourceOrder(root: BoxElement): BoxElement {
  return cloneElement(root, undefined, ...Children.map(root.props.children, positioned) ?? []);
}
